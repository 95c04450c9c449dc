import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reusableQuery } from '../../db/reusable-query';
import { couponRedemptions, coupons, promotions } from '../../db/schema';
import { localize } from '../../catalog/localize';
import type { Locale } from '@/lib/i18n/locales';
import { couponProblem, isRunning, type CouponState, type PromotionRow } from './coupon-rules';
import type { Redeemer } from './redeemer';
import type { PromotionDefinition } from './types';

function definition(
  row: PromotionRow,
  locale: Locale,
  couponCode: string | null,
): PromotionDefinition {
  return {
    id: row.id,
    name: localize(row.name, locale),
    level: row.level,
    type: row.type,
    rule: row.rule,
    calloutMessage: localize(row.calloutMessage, locale),
    approachingMessage: row.approachingMessage ? localize(row.approachingMessage, locale) : null,
    priority: row.priority,
    exclusive: row.exclusive,
    couponCode,
  };
}

/** Whether the redeemer's session or email already used the code on an order. */
export async function isRedeemedBy(
  db: Database,
  code: string,
  { key, email }: Redeemer,
): Promise<boolean> {
  const [redeemed] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.code, code),
        or(
          eq(couponRedemptions.redeemerKey, key),
          email ? eq(couponRedemptions.email, email) : undefined,
        ),
      ),
    )
    .limit(1);
  return Boolean(redeemed);
}

/** Everything about a code that decides whether this shopper may use it now. */
export async function loadCouponState(
  db: Database,
  code: string,
  redeemer: Redeemer,
): Promise<CouponState> {
  const [row] = await db
    .select({ coupon: coupons, promotion: promotions })
    .from(coupons)
    .innerJoin(promotions, eq(promotions.id, coupons.promotionId))
    .where(eq(coupons.code, code))
    .limit(1);
  if (!row) return { coupon: null, promotion: null, redeemedByShopper: false };
  return { ...row, redeemedByShopper: await isRedeemedBy(db, code, redeemer) };
}

export interface CouponStatus {
  code: string;
  promotionId: string | null;
  calloutMessage: string;
  /** Still usable: its promotion joins the evaluation. */
  valid: boolean;
}

export interface ActivePromotions {
  definitions: PromotionDefinition[];
  coupons: CouponStatus[];
}

const selectAutomaticPromotions = reusableQuery((db) =>
  db.select().from(promotions).where(eq(promotions.requiresCoupon, false)),
);

/** Running automatic promotions, plus the promotions of the basket's codes that are still valid. */
export async function loadActivePromotions(
  db: Database,
  couponCodes: string[],
  redeemer: Redeemer,
  locale: Locale,
  now: Date,
): Promise<ActivePromotions> {
  const automatic = await selectAutomaticPromotions(db);
  const definitions = automatic
    .filter((row) => isRunning(row, now))
    .map((row) => definition(row, locale, null));
  const statuses: CouponStatus[] = [];
  if (couponCodes.length > 0) {
    const known = await db
      .select({ code: coupons.code })
      .from(coupons)
      .where(inArray(coupons.code, couponCodes));
    const knownCodes = new Set(known.map((row) => row.code));
    for (const code of couponCodes) {
      const state = knownCodes.has(code)
        ? await loadCouponState(db, code, redeemer)
        : { coupon: null, promotion: null, redeemedByShopper: false };
      const valid = couponProblem(state, now) === null && state.promotion !== null;
      statuses.push({
        code,
        promotionId: state.promotion?.id ?? null,
        calloutMessage: state.promotion ? localize(state.promotion.calloutMessage, locale) : '',
        valid,
      });
      if (valid && state.promotion) definitions.push(definition(state.promotion, locale, code));
    }
  }
  return { definitions, coupons: statuses };
}
