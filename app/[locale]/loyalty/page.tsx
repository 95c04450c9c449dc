import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CmsPage } from '@/components/legal/cms-page';
import { LoyaltyMembership } from '@/components/loyalty/loyalty-membership';
import { formatMoney, toMajor } from '@/lib/format/money';
import { settingsFor } from '@/lib/i18n/locales';
import { loyaltyPath } from '@/lib/routes';
import { VOUCHER_LADDER } from '@/server/checkout/loyalty-vouchers';
import { cmsPageMetadata, getCmsPage } from '../../_server/cms-pages';
import { getContentValues } from '../../_server/content-values';
import { requireLocale } from '../../_server/locale';

type Props = { params: Promise<{ locale: string }> };

// The earning rate and the welcome offer are this deployment's settings, read per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const page = await getCmsPage(locale, 'loyalty');
  return page ? cmsPageMetadata(page, locale, loyaltyPath(locale)) : {};
}

/**
 * /{locale}/loyalty (spec 002 section 2): the programme's page canvas, with the join form
 * under its title and the voucher ladder from the code that applies it.
 */
export default async function LoyaltyPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const page = await getCmsPage(locale, 'loyalty');
  if (!page) notFound();
  const t = await getTranslations('LoyaltyProgramme');
  const { currency } = settingsFor(locale);
  const money = (minor: number) => formatMoney(toMajor(minor), currency, locale);
  const ladder = (
    <section aria-labelledby="loyalty-ladder" className="flex flex-col gap-3">
      <h2 id="loyalty-ladder" className="type-heading">
        {t('ladderTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {VOUCHER_LADDER.map((step) => (
          <li key={step.points} className="rounded-md border border-line p-3 text-center">
            {t('ladderStep', { points: step.points, amount: money(step.amountMinor) })}
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <CmsPage
      canvas={page}
      updatedAt={page.updatedAt}
      values={await getContentValues(locale)}
      after={ladder}
    >
      <LoyaltyMembership />
    </CmsPage>
  );
}
