import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type BasketRow, baskets } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ShopperSubject } from '../auth/subject';
import { couponProblem } from './promotions/coupon-rules';
import { loadCouponState } from './promotions/promotion-store';
import { redeemerOf } from './promotions/redeemer';

/** PUT /cart/v1/coupon: adds a code after every PRM check; a code is applied once (PRM416). */
export async function applyCoupon(
  db: Database,
  basket: BasketRow,
  code: string,
  subject: ShopperSubject,
  now: Date,
): Promise<void> {
  // A product-page purchase has no code field, and its redemptions would not count against
  // the shopper's own limits (they are recorded by the basket's owner).
  if (basket.ownerType === 'productPage') {
    throw new ApiError('PRM135', 'Codes cannot be used for this purchase.', { field: 'code' });
  }
  if (basket.couponCodes.includes(code)) {
    throw new ApiError('PRM416', 'This code is already applied.', { field: 'code' });
  }
  // The bag's email, once checkout has one, ties once-per-customer codes to guests too.
  const redeemer = redeemerOf(subject, basket.email);
  const problem = couponProblem(await loadCouponState(db, code, redeemer), now);
  if (problem) throw problem;
  await db
    .update(baskets)
    .set({ couponCodes: [...basket.couponCodes, code] })
    .where(eq(baskets.id, basket.id));
}

/** DELETE /cart/v1/coupon: removing a code the cart does not hold is PRM130. */
export async function removeCoupon(db: Database, basket: BasketRow, code: string): Promise<void> {
  if (!basket.couponCodes.includes(code)) {
    throw new ApiError('PRM130', 'This code is not applied to the cart.', { field: 'code' });
  }
  await db
    .update(baskets)
    .set({ couponCodes: basket.couponCodes.filter((applied) => applied !== code) })
    .where(eq(baskets.id, basket.id));
}
