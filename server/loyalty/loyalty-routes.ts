import { Hono } from 'hono';
import { loyaltyHistoryQuerySchema } from '@/lib/contracts/loyalty';
import { settingsFor } from '@/lib/i18n/locales';
import { redeemerOf } from '../cart';
import { offeredVoucher, voucherOptions } from '../checkout/loyalty-vouchers';
import { getEnv } from '../config/env';
import type { ConsumerDependencies } from '../consumer/consumer-dependencies';
import type { ApiEnv } from '../http/context';
import { readQuery } from '../http/validation';
import { listPointHistory } from './history';
import { requireMember } from './member';
import { findWelcomePromotion, welcomeCouponOf } from './welcome-promotion';

const LOYALTY_PATH = '/consumers-v3/consumer/loyalty';

/** A member's vouchers, welcome promotion and points history; the token is in server/auth. */
export function loyaltyRoutes({ clock }: ConsumerDependencies) {
  return new Hono<ApiEnv>()
    .get(`${LOYALTY_PATH}/vouchers`, async (c) => {
      const { member } = await requireMember(c);
      const vouchers = voucherOptions(member.loyaltyPoints, Number.POSITIVE_INFINITY);
      return c.json({
        points: member.loyaltyPoints,
        currency: settingsFor(c.get('request').locale).currency,
        vouchers,
        offeredVoucher: offeredVoucher(vouchers),
      });
    })
    .get(`${LOYALTY_PATH}/promo/welcome`, async (c) => {
      const { subject, member } = await requireMember(c);
      const welcomePromotion = await findWelcomePromotion(
        c.get('db'),
        redeemerOf(subject, member.email),
        { code: welcomeCouponOf(getEnv()), locale: c.get('request').locale, now: clock.now() },
      );
      return c.json({ welcomePromotion });
    })
    .get(`${LOYALTY_PATH}/history`, async (c) => {
      const { member } = await requireMember(c);
      const { page } = readQuery(c, loyaltyHistoryQuerySchema);
      return c.json(await listPointHistory(c.get('db'), member, page));
    });
}
