import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isRedeemedBy } from './promotion-store';
import type { Redeemer } from './redeemer';

/**
 * Placement, in the order's transaction: a once-per-customer code of the bag that this session
 * or the order's email already used refuses the order (PRM150), and each applied code counts one
 * redemption (PRM140 past its limit). Each coupon row is locked first, so two orders placed at
 * once cannot both take a code's last use or a customer's only one. A refused payment gives
 * them back (releaseCouponRedemptions).
 */
export async function claimCouponRedemptions(
  db: Database,
  {
    codes,
    appliedCodes,
    redeemer,
    orderNumber,
  }: { codes: string[]; appliedCodes: string[]; redeemer: Redeemer; orderNumber: string },
): Promise<void> {
  for (const code of [...new Set(codes)].sort()) {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).for('update');
    if (!coupon) continue;
    if (coupon.oncePerCustomer && (await isRedeemedBy(db, code, redeemer))) {
      throw new ApiError('PRM150', `You have already used the code ${code}.`, { field: 'code' });
    }
    if (!appliedCodes.includes(code)) continue;
    if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) {
      throw new ApiError('PRM140', `The code ${code} has reached its limit.`, { field: 'code' });
    }
    await db
      .update(coupons)
      .set({ redemptionCount: sql`${coupons.redemptionCount} + 1` })
      .where(eq(coupons.code, code));
    await db.insert(couponRedemptions).values({
      code,
      redeemerKey: redeemer.key,
      email: redeemer.email,
      orderNumber,
    });
  }
}

/** Gives back the redemptions an order claimed, when its payment is refused or cancelled. */
export async function releaseCouponRedemptions(db: Database, orderNumber: string): Promise<void> {
  const released = await db
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderNumber, orderNumber))
    .returning({ code: couponRedemptions.code });
  for (const { code } of released) {
    await db
      .update(coupons)
      .set({ redemptionCount: sql`greatest(${coupons.redemptionCount} - 1, 0)` })
      .where(eq(coupons.code, code));
  }
}
