import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalDocument, legalNamespace, linkTo } from '@/components/legal/legal-document';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { formatMoney, toMajor } from '@/lib/format/money';
import { settingsFor, toLanguageTag } from '@/lib/i18n/locales';
import { accountSectionPath, contactUsPath } from '@/lib/routes';
import { VOUCHER_LADDER } from '@/server/checkout/loyalty-vouchers';
import { getEnv } from '@/server/config/env';
import { offersMemberFreeShipping } from '@/server/loyalty/member-free-shipping';
import { requireLocale } from '../../_server/locale';

type Props = { params: Promise<{ locale: string }> };

// The earning rate is this deployment's setting (LOYALTY_POINTS_PER_UNIT), read per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalMetadata(requireLocale((await params).locale), 'loyalty-terms');
}

/** /{locale}/loyalty-terms (spec 002 section 2): the Stride Members programme's terms. */
export default async function LoyaltyTermsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const pointsPerUnit = getEnv().LOYALTY_POINTS_PER_UNIT;
  const { currency } = settingsFor(locale);
  const money = (minor: number) => formatMoney(toMajor(minor), currency, locale);
  const t = await getTranslations(legalNamespace('loyalty-terms'));
  const ladder = new Intl.ListFormat(toLanguageTag(locale), { type: 'conjunction' }).format(
    VOUCHER_LADDER.map((step) =>
      t('ladderStep', { points: step.points, amount: money(step.amountMinor) }),
    ),
  );
  return (
    <LegalDocument
      page="loyalty-terms"
      updated="2026-11-26"
      sections={[
        { id: 'membership', items: ['free', 'account', 'leave'] },
        { id: 'earning', items: [pointsPerUnit > 0 ? 'rate' : 'none', 'placed', 'earlier'] },
        { id: 'vouchers', items: ['ladder', 'choose', 'failed'] },
        { id: 'takeBack', items: ['cancel', 'return', 'balance'] },
        ...(offersMemberFreeShipping(locale) ? [{ id: 'shipping', paragraphs: ['body'] }] : []),
        { id: 'changes', paragraphs: ['body'] },
      ]}
      values={{
        points: pointsPerUnit,
        unit: money(100),
        ladder,
        loyalty: linkTo(accountSectionPath(locale, 'loyalty')),
        contact: linkTo(contactUsPath(locale)),
      }}
    />
  );
}
