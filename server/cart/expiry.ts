import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { basketItems, baskets, variants } from '../db/schema';
import { addToSaveForLater } from './save-for-later';

const DAY_MS = 86_400_000;
/** Sweeps are lazy (run by cart calls), so each one handles a bounded batch. */
const SWEEP_BATCH = 50;

/**
 * Expires open carts idle for more than `idleDays`. A registered shopper's lines move to their
 * saved-for-later list first, so nothing they chose is lost; a guest cart simply expires (the
 * page re-adds its stored lines when it meets BSK404). Free gifts are not kept.
 */
export async function expireIdleBaskets(
  db: Database,
  now: Date,
  idleDays: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - idleDays * DAY_MS);
  const idle = await db
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.status, 'open'), lt(baskets.updatedAt, cutoff)))
    .limit(SWEEP_BATCH);
  let expired = 0;
  for (const { id } of idle) {
    const done = await db.transaction(async (tx) => {
      const [basket] = await tx
        .select()
        .from(baskets)
        .where(and(eq(baskets.id, id), eq(baskets.status, 'open'), lt(baskets.updatedAt, cutoff)))
        .for('update');
      if (!basket) return false;
      if (basket.ownerType === 'consumer') {
        const lines = await tx
          .select({
            variantId: basketItems.variantId,
            qty: basketItems.qty,
            productId: variants.productId,
          })
          .from(basketItems)
          .innerJoin(variants, eq(variants.id, basketItems.variantId))
          .where(and(eq(basketItems.basketId, basket.id), eq(basketItems.isBonus, false)));
        const owner = { type: 'consumer', id: basket.ownerId } as const;
        for (const line of lines)
          await addToSaveForLater(tx as unknown as Database, owner, line, now);
      }
      await tx
        .update(baskets)
        .set({ status: 'expired', updatedAt: now })
        .where(eq(baskets.id, basket.id));
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
