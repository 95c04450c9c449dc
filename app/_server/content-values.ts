import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ContentValues } from '@/lib/content/placeholders';
import { formatMoney, toMajor } from '@/lib/format/money';
import { settingsFor, toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { RETURN_WINDOW_DAYS, WARRANTY_YEARS } from '@/lib/orders/after-sales-windows';
import { VOUCHER_LADDER } from '@/server/checkout/loyalty-vouchers';
import { businessDetailsFromEnv } from '@/server/config/business-details';
import type { Env } from '@/server/config/env';
import { getEnv } from '@/server/config/env';
import { EMPLOYEE_ANNUAL_CAPS } from '@/server/consumer/employee-caps';
import { offersMemberFreeShipping } from '@/server/loyalty/member-free-shipping';
import { welcomeCouponOf } from '@/server/loyalty/welcome-promotion';

/** One step of the voucher ladder in words ("500 points for $5.00 off"). */
type LadderStep = (step: { points: number; amount: string }) => string;

/**
 * What fills a text section's `{placeholders}` (lib/content/placeholders.ts) in a locale: the
 * seller from the SELLER_* settings, and every number from the code or setting that applies it,
 * so the pages never state a rule the store does not keep.
 */
export function contentValues(locale: Locale, env: Env, ladderStep: LadderStep): ContentValues {
  const { seller, returnsAddressLines, customerServiceEmail } = businessDetailsFromEnv(env);
  const { currency } = settingsFor(locale);
  const language = toLanguageTag(locale);
  const number = new Intl.NumberFormat(language);
  const money = (minor: number) => formatMoney(toMajor(minor), currency, locale);
  const pointsPerUnit = env.LOYALTY_POINTS_PER_UNIT;
  const years = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'year',
    unitDisplay: 'long',
  });
  return {
    seller: seller.legalName,
    address: seller.addressLines.join(', '),
    vatId: seller.vatId,
    email: customerServiceEmail,
    returnsAddress: returnsAddressLines.join(', '),
    days: number.format(RETURN_WINDOW_DAYS),
    warranty: years.format(WARRANTY_YEARS),
    points: pointsPerUnit > 0 ? number.format(pointsPerUnit) : null,
    unit: money(100),
    ladder: new Intl.ListFormat(language, { type: 'conjunction' }).format(
      VOUCHER_LADDER.map((step) =>
        ladderStep({ points: step.points, amount: money(step.amountMinor) }),
      ),
    ),
    cap: formatMoney(EMPLOYEE_ANNUAL_CAPS[currency], currency, locale),
    currency,
    whenNoEarning: pointsPerUnit > 0 ? null : '',
    whenMemberFreeShipping: offersMemberFreeShipping(locale) ? '' : null,
    whenWelcomeOffer: welcomeCouponOf(env) ? '' : null,
  };
}

/** The values for this request's locale; settings are read per request. */
export async function getContentValues(locale: Locale): Promise<ContentValues> {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  return contentValues(locale, getEnv(), (step) => t('ladderStep', step));
}
