import type { FulfilmentCode, GiftOption } from '@/lib/contracts/cart';
import type { ProductKind } from '../db/schema';

/** A store as fulfilment sees it: what it offers and how many of the line's variant it holds. */
export interface StoreFacts {
  id: string;
  name: string;
  offersPickup: boolean;
  offersShipToStore: boolean;
  isCollectionPoint: boolean;
  /** Units of the line's variant on the store's shelves. */
  stock: number;
}

/** A basket line joined with everything pricing, stock and promotions need from the catalogue. */
export interface LineFacts {
  id: string;
  variantId: string;
  /** The master product id. */
  productId: string;
  upc: string;
  qty: number;
  isBonus: boolean;
  promotionId: string | null;
  fulfilment: FulfilmentCode;
  storeId: string | null;
  giftOption: GiftOption | null;
  customAmountMinor: number | null;
  recipeId: string | null;
  precreatedCustomsCode: string | null;
  name: string;
  slug: string;
  colorCode: string;
  colorLabel: string;
  /** In the basket's size system ("EU 42 (US 8.5)"), as the shopper chose it. */
  size: string;
  image: string | null;
  /** Every category the master is listed in, ancestors included. */
  categoryIds: string[];
  kind: ProductKind;
  isDigital: boolean;
  isReservable: boolean;
  isGiftWithPurchase: boolean;
  /** Online and published (not coming soon). */
  isSellable: boolean;
  productMaxQty: number;
  /** Minor units in the basket's currency; null when the variant has no price there. */
  price: { originalMinor: number; currentMinor: number } | null;
  /** Online units for sale: quantity minus reserved, never below zero. */
  onlineStock: number;
}

/** Digital goods and reservable products never run out. */
export function isAlwaysAvailable(line: Pick<LineFacts, 'isDigital' | 'isReservable'>): boolean {
  return line.isDigital || line.isReservable;
}

/** Customised products (a recipe or a pre-made customs code) ship on their own shipment. */
export function isCustomsLine(
  line: Pick<LineFacts, 'recipeId' | 'precreatedCustomsCode'>,
): boolean {
  return Boolean(line.recipeId ?? line.precreatedCustomsCode);
}
