'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { useProfile } from '@/services/use-session';
import { SpendMeter } from './spend-meter';

/**
 * An athlete's or a professional-programme member's spend this year against the programme's
 * yearly credit (profile consumerDetails.athlete / prosumer); nothing for anyone else.
 */
export function ProgrammeSpendBanner({ programme }: { programme: 'athlete' | 'prosumer' }) {
  const t = useTranslations('AccountProfile.spend');
  const locale = useLocale() as Locale;
  const { data: profile } = useProfile();
  const spend = profile?.consumerDetails[programme];
  if (!spend) return null;

  const text = t(programme, {
    spent: formatMoney(spend.currentSpend, spend.currency, locale),
    credit: formatMoney(spend.annualCredit, spend.currency, locale),
  });
  return <SpendMeter text={text} spent={spend.currentSpend} limit={spend.annualCredit} />;
}
