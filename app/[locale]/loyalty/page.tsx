import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoyaltyMembership } from '@/components/loyalty/loyalty-membership';
import { formatMoney, toMajor } from '@/lib/format/money';
import { settingsFor } from '@/lib/i18n/locales';
import { getEnv } from '@/server/config/env';
import { VOUCHER_LADDER } from '@/server/checkout/loyalty-vouchers';
import { offersMemberFreeShipping } from '@/server/loyalty/member-free-shipping';
import { welcomeCouponOf } from '@/server/loyalty/welcome-promotion';
import { requireLocale } from '../../_server/locale';

type Props = { params: Promise<{ locale: string }> };

// The earning rate and the welcome offer are this deployment's settings, read per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'LoyaltyProgramme' });
  return { title: t('title'), description: t('intro') };
}

/** /{locale}/loyalty (spec 002 section 2): the programme, how points work, join or sign in. */
export default async function LoyaltyPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('LoyaltyProgramme');
  const env = getEnv();
  const { currency } = settingsFor(locale);
  const money = (minor: number) => formatMoney(toMajor(minor), currency, locale);
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-8 py-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-black">{t('title')}</h1>
        <p>{t('intro')}</p>
        <LoyaltyMembership />
      </header>
      <section aria-labelledby="loyalty-how" className="flex flex-col gap-3">
        <h2 id="loyalty-how" className="text-xl font-bold">
          {t('howTitle')}
        </h2>
        <ul className="ml-5 flex list-disc flex-col gap-2">
          {env.LOYALTY_POINTS_PER_UNIT > 0 ? (
            <li>{t('earn', { points: env.LOYALTY_POINTS_PER_UNIT, unit: money(100) })}</li>
          ) : null}
          <li>{t('redeem', { unit: money(100) })}</li>
          {offersMemberFreeShipping(locale) ? <li>{t('freeShipping')}</li> : null}
          <li>{t('takeBack')}</li>
          {welcomeCouponOf(env) ? <li>{t('welcome')}</li> : null}
        </ul>
      </section>
      <section aria-labelledby="loyalty-ladder" className="flex flex-col gap-3">
        <h2 id="loyalty-ladder" className="text-xl font-bold">
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
    </article>
  );
}
