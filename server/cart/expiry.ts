import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { basketItems, baskets, variants, type BasketRow } from '../db/schema';
import { addToSaveForLater } from './save-for-later';

const DAY_MS = 86_400_000;
/** Carts claimed per transaction; a sweep claims again while a full batch was expired. */
const SWEEP_BATCH = 50;

/** Carts last touched before this moment are idle past `idleDays` (CART_IDLE_DAYS). */
export function idleCutoff(now: Date, idleDays: number): Date {
  return new Date(now.getTime() - idleDays * DAY_MS);
}

/**
 * Whether a cart last touched at `updatedAt` has expired, swept yet or not: a lookup treats it
 * as gone, as the background sweep will.
 */
export function isIdleExpired(updatedAt: Date, now: Date, idleDays: number): boolean {
  return updatedAt < idleCutoff(now, idleDays);
}

/** A registered shopper's lines (free gifts aside) move to their saved-for-later list. */
async function saveLinesForLater(db: Database, basket: BasketRow, now: Date): Promise<void> {
  const lines = await db
    .select({
      variantId: basketItems.variantId,
      qty: basketItems.qty,
      productId: variants.productId,
    })
    .from(basketItems)
    .innerJoin(variants, eq(variants.id, basketItems.variantId))
    .where(and(eq(basketItems.basketId, basket.id), eq(basketItems.isBonus, false)));
  const owner = { type: 'consumer', id: basket.ownerId } as const;
  for (const line of lines) await addToSaveForLater(db, owner, line, now);
}

/**
 * Claims up to a batch of idle open carts (FOR UPDATE SKIP LOCKED: a sweep in another process
 * takes other carts, and a cart a shopper is changing right now is left for the next sweep) and
 * expires them in the same transaction.
 */
async function expireIdleBatch(db: Database, now: Date, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const idle = await tx
      .select()
      .from(baskets)
      .where(and(eq(baskets.status, 'open'), lt(baskets.updatedAt, cutoff)))
      .orderBy(asc(baskets.updatedAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    if (idle.length === 0) return 0;
    for (const basket of idle) {
      if (basket.ownerType === 'consumer') await saveLinesForLater(tx, basket, now);
    }
    await tx
      .update(baskets)
      .set({ status: 'expired', updatedAt: now })
      .where(
        inArray(
          baskets.id,
          idle.map((basket) => basket.id),
        ),
      );
    return idle.length;
  });
}

/**
 * Expires open carts idle for more than `idleDays`: a background sweep (background-work.ts),
 * never a shopper's request. A registered shopper's lines move to their saved-for-later list
 * first, so nothing they chose is lost; a guest cart simply expires (the page re-adds its
 * stored lines when it meets BSK404). Free gifts are not kept. Returns how many expired.
 */
export async function expireIdleBaskets(
  db: Database,
  now: Date,
  idleDays: number,
): Promise<number> {
  const cutoff = idleCutoff(now, idleDays);
  let expired = 0;
  for (;;) {
    const batch = await expireIdleBatch(db, now, cutoff);
    expired += batch;
    if (batch < SWEEP_BATCH) return expired;
  }
}
