import { flashTypes, type CartFlashType, type FulfilmentCode } from '@/lib/contracts/cart';
import { isAlwaysAvailable, isCustomsLine, type LineFacts, type StoreFacts } from './line-facts';

export interface FulfilmentInput {
  line: Pick<
    LineFacts,
    | 'fulfilment'
    | 'qty'
    | 'isDigital'
    | 'isReservable'
    | 'onlineStock'
    | 'recipeId'
    | 'precreatedCustomsCode'
  >;
  /** The line's store (pickup, ship to store, collection point), when it names one. */
  store: StoreFacts | null;
  /** The shopper's favourite store, a way out when home delivery has no stock. */
  favStore: StoreFacts | null;
}

export interface FulfilmentDecision {
  method: FulfilmentCode;
  storeId: string | null;
  /** Set when the line had to change method: the cart tells the shopper once. */
  transition: CartFlashType | null;
}

const PHYSICAL_METHODS: FulfilmentCode[] = ['standard', 'pickup', 'sts', 'pudo'];

/** Methods a shopper can choose for a line; collection points only where they are offered. */
export function availableMethods(
  line: FulfilmentInput['line'],
  collectionPointsOffered: boolean,
): FulfilmentCode[] {
  if (line.isDigital) return ['digital'];
  if (isCustomsLine(line)) return ['customs'];
  return collectionPointsOffered
    ? PHYSICAL_METHODS
    : PHYSICAL_METHODS.filter((method) => method !== 'pudo');
}

function canPickUp(store: StoreFacts, qty: number): boolean {
  return store.offersPickup && !store.isCollectionPoint && store.stock >= qty;
}

/**
 * Keeps a line's method when stock and store allow it, else switches to the nearest method that
 * works and names the transition. A line nothing can serve keeps its method: the stock check
 * then reduces or removes it.
 */
export function decideFulfilment({ line, store, favStore }: FulfilmentInput): FulfilmentDecision {
  const keep = (method: FulfilmentCode, storeId: string | null): FulfilmentDecision => ({
    method,
    storeId,
    transition: null,
  });
  const switchTo = (
    method: FulfilmentCode,
    storeId: string | null,
    transition: CartFlashType,
  ): FulfilmentDecision => ({ method, storeId, transition });

  if (line.isDigital) return keep('digital', null);
  if (isCustomsLine(line)) return keep('customs', null);
  const onlineOk = isAlwaysAvailable(line) || line.onlineStock >= line.qty;

  switch (line.fulfilment) {
    case 'pickup':
      if (store && canPickUp(store, line.qty)) return keep('pickup', store.id);
      if (store?.offersShipToStore && !store.isCollectionPoint && onlineOk) {
        return switchTo('sts', store.id, flashTypes.pickupToStore);
      }
      if (onlineOk) return switchTo('standard', null, flashTypes.pickupToHome);
      return keep('pickup', store?.id ?? null);
    case 'sts':
      if (store?.offersShipToStore && !store.isCollectionPoint && onlineOk) {
        return keep('sts', store.id);
      }
      if (store && canPickUp(store, line.qty)) {
        return switchTo('pickup', store.id, flashTypes.storeToPickup);
      }
      if (onlineOk) return switchTo('standard', null, flashTypes.storeToHome);
      return keep('sts', store?.id ?? null);
    case 'pudo':
      if (store?.isCollectionPoint && onlineOk) return keep('pudo', store.id);
      if (onlineOk) return switchTo('standard', null, flashTypes.storeToHome);
      return keep('pudo', store?.id ?? null);
    default:
      if (onlineOk) return keep('standard', null);
      if (favStore && canPickUp(favStore, line.qty)) {
        return switchTo('pickup', favStore.id, flashTypes.homeToPickup);
      }
      return keep('standard', null);
  }
}

/** Units the line's method can serve: store shelves for pickup, online stock otherwise. */
export function stockForMethod(
  line: Pick<LineFacts, 'isDigital' | 'isReservable' | 'onlineStock'>,
  method: FulfilmentCode,
  store: StoreFacts | null,
): number {
  if (isAlwaysAvailable(line)) return Number.POSITIVE_INFINITY;
  if (method === 'pickup') return store?.stock ?? 0;
  return line.onlineStock;
}
