import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { boundAsGiven, reusableQuery } from '../db/reusable-query';
import { baskets, type BasketRow, type StoredFlash } from '../db/schema';

/**
 * A basket's passage through order placement, which checkout drives and the cart records:
 * held as an order while its payment is decided, then given back or retired.
 */

const selectBasket = reusableQuery((db) =>
  db
    .select()
    .from(baskets)
    .where(eq(baskets.id, sql.placeholder('basketId')))
    .limit(1),
);

/** A basket by id whatever its state: the one an order was placed from. */
export async function findBasket(db: Database, basketId: string): Promise<BasketRow | null> {
  const [basket] = await selectBasket(db, { basketId });
  return basket ?? null;
}

/** Flash for the basket's next reply (a placement that found the stock gone). */
export async function addBasketFlash(
  db: Database,
  basket: BasketRow,
  flash: StoredFlash[],
): Promise<void> {
  await db
    .update(baskets)
    .set({ flash: [...basket.flash, ...flash] })
    .where(eq(baskets.id, basket.id));
}

/** The basket leaves the shopper's hands while its order's payment is decided. */
export async function markBasketOrdered(db: Database, basketId: string, now: Date) {
  await updateBasketOrdered(db, { basketId, now: now.toISOString() });
}

const updateBasketOrdered = reusableQuery((db) =>
  db
    .update(baskets)
    .set({ status: 'ordered', updatedAt: boundAsGiven('now') })
    .where(eq(baskets.id, sql.placeholder('basketId'))),
);

/**
 * A refused payment gives the basket back, open again with a new version, so the next attempt
 * is a new authorisation rather than a replay of the refusal.
 */
export async function reopenBasket(db: Database, basketId: string, now: Date) {
  await db
    .update(baskets)
    .set({ status: 'open', version: sql`${baskets.version} + 1`, updatedAt: now })
    .where(eq(baskets.id, basketId));
}

/** The basket is done with: its order was cancelled and the shopper goes on with a copy. */
export async function expireBasket(db: Database, basketId: string, now: Date) {
  await db
    .update(baskets)
    .set({ status: 'expired', updatedAt: now })
    .where(eq(baskets.id, basketId));
}
