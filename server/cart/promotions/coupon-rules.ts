import { ApiError } from '../../http/api-error';
import type { coupons, promotions } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;

export interface CouponState {
  coupon: CouponRow | null;
  promotion: PromotionRow | null;
  /** This shopper already used the code on an order. */
  redeemedByShopper: boolean;
}

function notYetActive(start: Date | null, now: Date): boolean {
  return start !== null && start > now;
}

function over(end: Date | null, now: Date): boolean {
  return end !== null && end <= now;
}

/**
 * Why a code cannot be used now, checked in the order a shopper can act on: unknown (PRM130),
 * not started (PRM135), ended (PRM155), used up (PRM140), used by this shopper (PRM150).
 */
export function couponProblem({ coupon, promotion, redeemedByShopper }: CouponState, now: Date) {
  if (!coupon || !promotion || !promotion.isActive || !promotion.requiresCoupon) {
    return new ApiError('PRM130', 'This code is not valid.', { field: 'code' });
  }
  if (notYetActive(coupon.startsAt, now) || notYetActive(promotion.startsAt, now)) {
    return new ApiError('PRM135', 'This code is not available yet.', { field: 'code' });
  }
  if (over(coupon.endsAt, now) || over(promotion.endsAt, now)) {
    return new ApiError('PRM155', 'This code has expired.', { field: 'code' });
  }
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) {
    return new ApiError('PRM140', 'This code has reached its limit.', { field: 'code' });
  }
  if (coupon.oncePerCustomer && redeemedByShopper) {
    return new ApiError('PRM150', 'You have already used this code.', { field: 'code' });
  }
  return null;
}

/** Automatic promotions run while active and inside their dates. */
export function isRunning(promotion: PromotionRow, now: Date): boolean {
  return (
    promotion.isActive && !notYetActive(promotion.startsAt, now) && !over(promotion.endsAt, now)
  );
}
