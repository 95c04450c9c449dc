import { and, eq, lt, sql } from 'drizzle-orm';
import type { CartSummary } from '@/lib/contracts/cart';
import type { ShopperSubject } from '../auth/subject';
import type { Database } from '../db/client';
import { basketItems, baskets } from '../db/schema';
import { ApiError } from '../http/api-error';
import { findOpenBasket, ownedOpenBasket, ownerOf } from './basket-store';
import { isIdleExpired } from './expiry';

const DAY_MS = 86_400_000;

/**
 * The header's count: the units in the subject's open basket and its version, read in one
 * query without the row lock and without a reprice (those are for the bag, mini cart and
 * checkout). A basket idle past `idleDays` answers BSK404, as the full read does. A shopper who
 * keeps visiting keeps the basket: its idle clock is moved on at most once a day, by an update
 * that touches the row only when that day has passed.
 */
export async function readBasketSummary(
  db: Database,
  basketId: string,
  subject: ShopperSubject,
  { now, idleDays }: { now: Date; idleDays: number },
): Promise<CartSummary> {
  const [row] = await db
    .select({
      updatedAt: baskets.updatedAt,
      version: baskets.version,
      totalItems: sql<number>`(select coalesce(sum(${basketItems.qty}), 0)::int from ${basketItems} where ${basketItems.basketId} = ${basketId})`,
    })
    .from(baskets)
    .where(ownedOpenBasket(basketId, subject))
    .limit(1);
  if (!row || isIdleExpired(row.updatedAt, now, idleDays)) throw new ApiError('BSK404');
  const aDayAgo = new Date(now.getTime() - DAY_MS);
  if (row.updatedAt < aDayAgo) {
    await db
      .update(baskets)
      .set({ updatedAt: now })
      .where(and(eq(baskets.id, basketId), lt(baskets.updatedAt, aDayAgo)));
  }
  return { basketId, totalItems: Number(row.totalItems), version: row.version };
}

/**
 * Whether the subject's bag holds anything: their newest open basket, not idle past
 * `idleDays`, with at least one line. A read only; the idle clock is not moved.
 */
export async function openBasketHasItems(
  db: Database,
  subject: ShopperSubject,
  { now, idleDays }: { now: Date; idleDays: number },
): Promise<boolean> {
  const basket = await findOpenBasket(db, ownerOf(subject));
  if (!basket || isIdleExpired(basket.updatedAt, now, idleDays)) return false;
  const [line] = await db
    .select({ id: basketItems.id })
    .from(basketItems)
    .where(eq(basketItems.basketId, basket.id))
    .limit(1);
  return line !== undefined;
}
