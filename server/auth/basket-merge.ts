import { and, desc, eq, sql } from 'drizzle-orm';
import { flashTypes } from '@/lib/contracts/cart';
import type { Database } from '../db/client';
import { basketItems, baskets, products, variants, type StoredFlash } from '../db/schema';

/** Lines are the same line when they ship the same variant the same way from the same store. */
function lineKey(item: typeof basketItems.$inferSelect): string {
  return [
    item.variantId,
    item.shippingMethod,
    item.storeId ?? '',
    item.customAmountMinor ?? '',
  ].join('|');
}

export async function findOpenBasketId(
  db: Database,
  ownerType: 'guest' | 'consumer',
  ownerId: string,
): Promise<string | null> {
  const [basket] = await db
    .select({ id: baskets.id })
    .from(baskets)
    .where(
      and(
        eq(baskets.ownerType, ownerType),
        eq(baskets.ownerId, ownerId),
        eq(baskets.status, 'open'),
      ),
    )
    .orderBy(desc(baskets.updatedAt))
    .limit(1);
  return basket?.id ?? null;
}

/**
 * Moves the guest's open basket into the consumer's open basket (made when there is none):
 * matching lines add up, capped by the product's maximum quantity; the guest basket is then
 * expired. A basket id the guest does not own is ignored, never merged.
 */
export async function mergeGuestBasket(
  db: Database,
  guestId: string,
  guestBasketId: string,
  consumerId: string,
  now: Date,
): Promise<void> {
  const [guestBasket] = await db
    .select()
    .from(baskets)
    .where(
      and(
        eq(baskets.id, guestBasketId),
        eq(baskets.ownerType, 'guest'),
        eq(baskets.ownerId, guestId),
        eq(baskets.status, 'open'),
      ),
    )
    .limit(1);
  if (!guestBasket) return;

  let targetId = await findOpenBasketId(db, 'consumer', consumerId);
  if (!targetId) {
    const [created] = await db
      .insert(baskets)
      .values({
        ownerType: 'consumer',
        ownerId: consumerId,
        currency: guestBasket.currency,
        locale: guestBasket.locale,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: baskets.id });
    targetId = created!.id;
  }

  const lineWithMax = { item: basketItems, maxQty: products.maxQty };
  const fromVariant = (basketId: string) =>
    db
      .select(lineWithMax)
      .from(basketItems)
      .innerJoin(variants, eq(variants.id, basketItems.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(basketItems.basketId, basketId));
  const guestLines = await fromVariant(guestBasket.id);
  const existing = new Map((await fromVariant(targetId)).map((line) => [lineKey(line.item), line]));

  for (const { item, maxQty } of guestLines) {
    const match = existing.get(lineKey(item));
    if (match) {
      await db
        .update(basketItems)
        .set({ qty: Math.min(match.item.qty + item.qty, maxQty) })
        .where(eq(basketItems.id, match.item.id));
      await db.delete(basketItems).where(eq(basketItems.id, item.id));
    } else {
      await db
        .update(basketItems)
        .set({ basketId: targetId, qty: Math.min(item.qty, maxQty) })
        .where(eq(basketItems.id, item.id));
    }
  }
  await db
    .update(baskets)
    .set({ status: 'expired', updatedAt: now })
    .where(eq(baskets.id, guestBasket.id));
  // The cart shows a one-time "merged" notice (spec 000 section 4) when lines came over.
  const merged: StoredFlash[] = guestLines.length > 0 ? [{ type: flashTypes.basketMerged }] : [];
  await db
    .update(baskets)
    .set({
      updatedAt: now,
      version: sql`${baskets.version} + 1`,
      flash: sql`${baskets.flash} || ${JSON.stringify(merged)}::jsonb`,
    })
    .where(eq(baskets.id, targetId));
}
