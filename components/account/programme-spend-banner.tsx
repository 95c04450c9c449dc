'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { useProfile } from '@/services/use-session';

/**
 * An athlete's or a professional-programme member's spend this year against the programme's
 * yearly credit (profile consumerDetails.athlete / prosumer); nothing for anyone else.
 */
export function ProgrammeSpendBanner({ programme }: { programme: 'athlete' | 'prosumer' }) {
  const t = useTranslations('AccountProfile.spend');
  const locale = useLocale() as Locale;
  const labelId = useId();
  const { data: profile } = useProfile();
  const spend = profile?.consumerDetails[programme];
  if (!spend) return null;

  // Spend can pass the credit; the bar stops at full.
  const used = Math.min(spend.currentSpend, spend.annualCredit);
  const text = t(programme, {
    spent: formatMoney(spend.currentSpend, spend.currency, locale),
    credit: formatMoney(spend.annualCredit, spend.currency, locale),
  });
  return (
    <section
      aria-labelledby={labelId}
      className="flex flex-col gap-2 rounded-md bg-neutral-100 p-4"
    >
      <p id={labelId} className="font-semibold">
        {text}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={spend.annualCredit}
        aria-valuenow={used}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-neutral-300"
      >
        <div className="h-full bg-ink" style={{ width: `${(used / spend.annualCredit) * 100}%` }} />
      </div>
    </section>
  );
}
