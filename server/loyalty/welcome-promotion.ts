import type { WelcomePromotionResponse } from '@/lib/contracts/loyalty';
import type { Locale } from '@/lib/i18n/locales';
import { localize } from '../catalog/localize';
import { couponProblem } from '../cart/promotions/coupon-rules';
import { loadCouponState } from '../cart/promotions/promotion-store';
import type { Redeemer } from '../cart/promotions/redeemer';
import type { Env } from '../config/env';
import type { Database } from '../db/client';

/** The demo's welcome coupon (server/db/seed/promotions.ts), offered in demo mode when unset. */
const DEMO_WELCOME_COUPON = 'WELCOME10';

/** The coupon offered as the members' welcome promotion; undefined offers none. */
export function welcomeCouponOf(env: Env): string | undefined {
  return env.LOYALTY_WELCOME_COUPON ?? (env.DEMO_MODE ? DEMO_WELCOME_COUPON : undefined);
}

/**
 * A member's welcome promotion is an ordinary coupon (LOYALTY_WELCOME_COUPON) shown on the
 * loyalty pages, offered while the cart would take it from this member: running, not used up,
 * and, when once per customer, not yet used by them. The cart applies it like any code.
 */
export async function findWelcomePromotion(
  db: Database,
  member: Redeemer,
  { code, locale, now }: { code: string | undefined; locale: Locale; now: Date },
): Promise<WelcomePromotionResponse['welcomePromotion']> {
  if (!code) return null;
  const state = await loadCouponState(db, code, member);
  if (couponProblem(state, now) || !state.coupon || !state.promotion) return null;
  const ends = [state.coupon.endsAt, state.promotion.endsAt].filter((end) => end !== null);
  const endsAt = ends.sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  return {
    couponCode: state.coupon.code,
    name: localize(state.promotion.name, locale),
    calloutMessage: localize(state.promotion.calloutMessage, locale),
    endsAt: endsAt?.toISOString() ?? null,
  };
}
