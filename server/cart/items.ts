import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  addItemRequestSchema,
  FulfilmentCode,
  updateItemRequestSchema,
} from '@/lib/contracts/cart';
import type { Database } from '../db/client';
import { boundAsGiven, jsonText, reusableQuery } from '../db/reusable-query';
import { basketItems, type BasketItemRow, type BasketRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { collectionPointsOffered } from '../stores/collection-points/configuration';
import type { WriteInFlight } from './cart-reply';
import { stockForMethod } from './fulfilment';
import { giftCardAmountMinor, requireAddable } from './item-rules';
import { isCustomsLine, type StoreFacts } from './line-facts';
import { loadStores, loadVariantFacts, type VariantFacts } from './line-store';
import { isSameLine, type LineIdentity } from './same-line';

export type NewItem = Omit<z.infer<typeof addItemRequestSchema>, 'cartId'>;
export type ItemChange = z.infer<typeof updateItemRequestSchema>;

async function requireVariant(
  db: Database,
  ref: { productId?: string; upc?: string },
  basket: BasketRow,
  now: Date,
): Promise<VariantFacts> {
  const variant = await loadVariantFacts(db, ref, basket, now);
  if (!variant)
    throw new ApiError('PLP400', 'This product does not exist.', { field: 'productId' });
  return variant;
}

/** The method a line takes: forced for digital and customised goods, else the shopper's. */
function methodFor(
  variant: VariantFacts,
  custom: { recipeId: string | null; precreatedCustomsCode: string | null },
  requested: FulfilmentCode | undefined,
  storeId: string | null,
): FulfilmentCode {
  if (variant.isDigital) return 'digital';
  if (isCustomsLine(custom)) return 'customs';
  if (requested && requested !== 'digital' && requested !== 'customs') return requested;
  return storeId ? 'pickup' : 'standard';
}

/** The store a store method needs, checked against what the store offers. */
async function requireStoreFor(
  db: Database,
  method: FulfilmentCode,
  storeId: string | null,
  variantId: string,
): Promise<StoreFacts | null> {
  if (method !== 'pickup' && method !== 'sts' && method !== 'pudo') return null;
  if (method === 'pudo' && !collectionPointsOffered()) {
    throw new ApiError('SHP404', 'Collection points are not offered.', { field: 'shippingMethod' });
  }
  if (!storeId) throw new ApiError('ATTR100', 'Choose a store.', { field: 'storeId' });
  const store = (await loadStores(db, [storeId], [variantId])).store(storeId, variantId);
  if (!store) throw new ApiError('STR404', 'This store was not found.', { field: 'storeId' });
  const offered =
    method === 'pudo'
      ? store.isCollectionPoint
      : !store.isCollectionPoint &&
        (method === 'pickup' ? store.offersPickup : store.offersShipToStore);
  if (!offered) {
    throw new ApiError('SHP404', 'This store does not offer this delivery method.', {
      field: 'shippingMethod',
    });
  }
  return store;
}

const selectLines = reusableQuery((db) =>
  db
    .select()
    .from(basketItems)
    .where(eq(basketItems.basketId, sql.placeholder('basketId'))),
);

const insertLine = reusableQuery((db) =>
  db.insert(basketItems).values({
    basketId: sql.placeholder('basketId'),
    qty: sql.placeholder('qty'),
    createdAt: sql.placeholder('now'),
    variantId: sql.placeholder('variantId'),
    isBonus: sql.placeholder('isBonus'),
    shippingMethod: sql.placeholder('shippingMethod'),
    storeId: sql.placeholder('storeId'),
    customAmountMinor: sql.placeholder('customAmountMinor'),
    // Unencoded, so a line without a gift option stores SQL null rather than JSON null.
    giftOption: boundAsGiven('giftOption'),
    recipeId: sql.placeholder('recipeId'),
    precreatedCustomsCode: sql.placeholder('precreatedCustomsCode'),
  }),
);

export interface AddOptions {
  now: Date;
  /** reserveWithItem: only reservable products, which never run out. */
  reservation?: boolean;
  /**
   * The till's store when its sale is handed over now (baskets.hand_over_in_store): a line
   * added without a delivery of its own is picked up there too.
   */
  handOverStoreId?: string | null;
}

/**
 * Adds units to the basket (POST /cart/v1/item): the same line (isSameLine) grows, otherwise a
 * new line starts. Every check is made before the write, which is handed back in flight.
 */
export async function addItem(
  db: Database,
  basket: BasketRow,
  item: NewItem,
  { now, reservation = false, handOverStoreId = null }: AddOptions,
): Promise<WriteInFlight> {
  // The lines are read beside the variant: one round trip for both.
  const [variant, lines] = await Promise.all([
    requireVariant(db, item, basket, now),
    selectLines(db, { basketId: basket.id }),
  ]);
  if (reservation && !variant.isReservable) {
    throw new ApiError('ORD404', 'This item cannot be reserved.', { field: 'productId' });
  }
  if (item.customAmount !== undefined && variant.kind !== 'giftcard') {
    throw new ApiError('PRC400', 'Only gift cards take a chosen amount.', {
      field: 'customAmount',
    });
  }
  const customAmountMinor =
    item.customAmount === undefined ? null : giftCardAmountMinor(item.customAmount);
  const custom = {
    recipeId: item.recipeId ?? null,
    precreatedCustomsCode: item.precreatedCustomsCode ?? null,
  };
  const storeId = item.storeId ?? (item.shippingMethod ? null : handOverStoreId);
  const method = methodFor(variant, custom, item.shippingMethod, storeId);
  const store = await requireStoreFor(db, method, storeId, variant.variantId);

  const wanted: LineIdentity = {
    variantId: variant.variantId,
    isBonus: false,
    shippingMethod: method,
    storeId: store?.id ?? null,
    customAmountMinor,
    giftOption: item.giftOption ?? null,
    ...custom,
  };
  const same = lines.find((line) => isSameLine(line, wanted));
  const qtyInCart = same?.qty ?? 0;
  requireAddable({
    line: { ...variant, isBonus: false, customAmountMinor },
    qtyInCart,
    wantedQty: qtyInCart + item.qty,
    stock: stockForMethod(variant, method, store),
  });
  if (same) {
    const grown = db
      .update(basketItems)
      .set({ qty: same.qty + item.qty })
      .where(eq(basketItems.id, same.id));
    return { inFlight: grown.execute() };
  }
  const created = insertLine(db, {
    basketId: basket.id,
    qty: item.qty,
    now,
    ...wanted,
    giftOption: jsonText(wanted.giftOption),
  });
  return { inFlight: created };
}

/** A line of this basket; ORD404 otherwise. Free gifts belong to their promotion (GWP403). */
export async function requireShopperLine(
  db: Database,
  basket: BasketRow,
  itemId: string,
): Promise<BasketItemRow> {
  const [line] = await db
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.basketId, basket.id), eq(basketItems.id, itemId)))
    .limit(1);
  if (!line) throw new ApiError('ORD404', 'This item is not in the cart.', { field: 'itemId' });
  if (line.isBonus) {
    throw new ApiError('GWP403', 'Free gifts come and go with the promotion that adds them.');
  }
  return line;
}

function methodAfterChange(
  line: BasketItemRow,
  change: ItemChange,
): { method: FulfilmentCode; storeId: string | null } {
  if (change.shippingMethod) {
    const storeId = change.shippingMethod === 'standard' ? null : (change.storeId ?? line.storeId);
    return { method: change.shippingMethod, storeId };
  }
  if (change.storeId === null) return { method: 'standard', storeId: null };
  if (change.storeId !== undefined) {
    const keepsStoreMethod = line.shippingMethod === 'sts' || line.shippingMethod === 'pudo';
    return { method: keepsStoreMethod ? line.shippingMethod : 'pickup', storeId: change.storeId };
  }
  return { method: line.shippingMethod, storeId: line.storeId };
}

/**
 * Changes a line (PUT /cart/v1/cart/{basketId}/item): quantity, size or colour of the same
 * product, delivery method or store, gift option. Stock is checked whenever the line asks
 * for more than it had or moves to another variant, method or store.
 */
export async function updateItem(
  db: Database,
  basket: BasketRow,
  change: ItemChange,
  now: Date,
): Promise<void> {
  const line = await requireShopperLine(db, basket, change.itemId);
  const current = await requireVariant(db, { productId: line.variantId }, basket, now);
  const wantsOther =
    (change.productId && change.productId !== line.variantId) ||
    (change.upc && change.upc !== current.upc);
  const variant = wantsOther
    ? await requireVariant(db, { productId: change.productId, upc: change.upc }, basket, now)
    : current;
  if (variant.productId !== current.productId) {
    throw new ApiError('PLP400', 'Choose a size or colour of the same product.', {
      field: 'productId',
    });
  }
  const requested = methodAfterChange(line, change);
  const custom = {
    recipeId: change.recipeId !== undefined ? change.recipeId : line.recipeId,
    precreatedCustomsCode: line.precreatedCustomsCode,
  };
  const method = methodFor(variant, custom, requested.method, requested.storeId);
  const store = await requireStoreFor(db, method, requested.storeId, variant.variantId);
  const qty = change.qty ?? line.qty;
  const moved =
    variant.variantId !== line.variantId ||
    method !== line.shippingMethod ||
    (store?.id ?? null) !== line.storeId;
  if (moved || qty > line.qty) {
    requireAddable({
      line: { ...variant, isBonus: false, customAmountMinor: line.customAmountMinor },
      qtyInCart: line.qty,
      wantedQty: qty,
      stock: stockForMethod(variant, method, store),
    });
  }
  await db
    .update(basketItems)
    .set({
      variantId: variant.variantId,
      qty,
      shippingMethod: method,
      storeId: store?.id ?? null,
      ...(change.recipeId !== undefined ? { recipeId: change.recipeId } : {}),
      ...(change.giftOption !== undefined ? { giftOption: change.giftOption } : {}),
    })
    .where(eq(basketItems.id, line.id));
}

export async function deleteItem(db: Database, basket: BasketRow, itemId: string): Promise<void> {
  const line = await requireShopperLine(db, basket, itemId);
  await db.delete(basketItems).where(eq(basketItems.id, line.id));
}
