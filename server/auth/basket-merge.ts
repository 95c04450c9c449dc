import { eq, sql } from 'drizzle-orm';
import { flashTypes } from '@/lib/contracts/cart';
import { findOpenBasket, isSameLine, openNewBasket } from '../cart';
import type { Database } from '../db/client';
import { basketItems, baskets, products, variants, type StoredFlash } from '../db/schema';

function linesWithMaxQty(db: Database, basketId: string) {
  return db
    .select({ item: basketItems, maxQty: products.maxQty })
    .from(basketItems)
    .innerJoin(variants, eq(variants.id, basketItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(basketItems.basketId, basketId));
}

/**
 * Moves the guest's open basket into the consumer's open basket (made when there is none):
 * lines that adding to the cart would grow (isSameLine) add up, capped by the product's maximum
 * quantity, and every other line keeps its own; the guest basket is then expired. A basket id
 * the guest does not own is ignored, never merged.
 */
export async function mergeGuestBasket(
  db: Database,
  guestId: string,
  guestBasketId: string,
  consumerId: string,
  now: Date,
): Promise<void> {
  const guestBasket = await findOpenBasket(
    db,
    { ownerType: 'guest', ownerId: guestId },
    guestBasketId,
  );
  if (!guestBasket) return;
  const consumer = { ownerType: 'consumer', ownerId: consumerId } as const;
  const target =
    (await findOpenBasket(db, consumer)) ??
    (await openNewBasket(
      db,
      { ...consumer, currency: guestBasket.currency, locale: guestBasket.locale },
      now,
    ));

  const guestLines = await linesWithMaxQty(db, guestBasket.id);
  const targetLines = await linesWithMaxQty(db, target.id);
  for (const { item, maxQty } of guestLines) {
    const match = targetLines.find((line) => isSameLine(line.item, item));
    if (match) {
      match.item.qty = Math.min(match.item.qty + item.qty, maxQty);
      await db
        .update(basketItems)
        .set({ qty: match.item.qty })
        .where(eq(basketItems.id, match.item.id));
      await db.delete(basketItems).where(eq(basketItems.id, item.id));
    } else {
      await db
        .update(basketItems)
        .set({ basketId: target.id, qty: Math.min(item.qty, maxQty) })
        .where(eq(basketItems.id, item.id));
    }
  }
  await db
    .update(baskets)
    .set({ status: 'expired', updatedAt: now })
    .where(eq(baskets.id, guestBasket.id));
  // The cart shows a one-time "merged" notice when lines came over.
  const merged: StoredFlash[] = guestLines.length > 0 ? [{ type: flashTypes.basketMerged }] : [];
  await db
    .update(baskets)
    .set({
      updatedAt: now,
      version: sql`${baskets.version} + 1`,
      flash: sql`${baskets.flash} || ${JSON.stringify(merged)}::jsonb`,
    })
    .where(eq(baskets.id, target.id));
}
