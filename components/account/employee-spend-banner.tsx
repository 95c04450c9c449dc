'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { useProfile } from '@/services/use-session';

/**
 * An employee's discounted spend this year against the yearly cap. Shown only once the
 * employee discount terms are accepted (spec 001 section 4), since the discount applies only
 * from then on.
 */
export function EmployeeSpendBanner() {
  const t = useTranslations('Enrollment.employeeSpend');
  const locale = useLocale() as Locale;
  const labelId = useId();
  const { data: profile } = useProfile();
  const spend = profile?.consumerDetails.employee;

  if (profile?.consumerType !== 'EMPLOYEE' || !profile.isEmployeeDiscountTCAccepted || !spend) {
    return null;
  }

  // Spend can pass the cap (an order placed just under it); the bar stops at full.
  const used = Math.min(spend.currentSpend, spend.annualCap);
  const text = t('used', {
    spent: formatMoney(spend.currentSpend, spend.currency, locale),
    cap: formatMoney(spend.annualCap, spend.currency, locale),
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
        aria-valuemax={spend.annualCap}
        aria-valuenow={used}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-neutral-300"
      >
        <div className="h-full bg-ink" style={{ width: `${(used / spend.annualCap) * 100}%` }} />
      </div>
    </section>
  );
}
