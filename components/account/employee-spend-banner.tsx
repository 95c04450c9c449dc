'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { useProfile } from '@/services/use-session';
import { SpendMeter } from './spend-meter';

/**
 * An employee's discounted spend this year against the yearly cap. Shown only once the
 * employee discount terms are accepted (spec 001 section 4), since the discount applies only
 * from then on.
 */
export function EmployeeSpendBanner() {
  const t = useTranslations('Enrollment.employeeSpend');
  const locale = useLocale() as Locale;
  const { data: profile } = useProfile();
  const spend = profile?.consumerDetails.employee;

  if (profile?.consumerType !== 'EMPLOYEE' || !profile.isEmployeeDiscountTCAccepted || !spend) {
    return null;
  }

  const text = t('used', {
    spent: formatMoney(spend.currentSpend, spend.currency, locale),
    cap: formatMoney(spend.annualCap, spend.currency, locale),
  });
  return <SpendMeter text={text} spent={spend.currentSpend} limit={spend.annualCap} />;
}
