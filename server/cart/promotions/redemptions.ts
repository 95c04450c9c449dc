import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';
import type { PricedBasket } from '../price-basket';

/**
 * Counts the codes an order used: one redemption per applied code, so limits (PRM140) and
 * once-per-shopper codes (PRM150) hold. Call when the order is placed, in its transaction.
 */
export async function recordCouponRedemptions(
  db: Database,
  priced: Pick<PricedBasket, 'coupons'>,
  redeemerKey: string,
  orderNumber: string,
): Promise<void> {
  for (const coupon of priced.coupons.filter((candidate) => candidate.applied)) {
    await db
      .update(coupons)
      .set({ redemptionCount: sql`${coupons.redemptionCount} + 1` })
      .where(eq(coupons.code, coupon.code));
    await db.insert(couponRedemptions).values({ code: coupon.code, redeemerKey, orderNumber });
  }
}
