'use client';

import { useLocale } from 'next-intl';
import { formatMoney } from '@/lib/format/money';
import type { Currency, Locale } from '@/lib/i18n/locales';

/** Formats cart amounts in the cart's currency for the page's locale (CAD as a code). */
export function useMoney(currency: Currency): (amount: number) => string {
  const locale = useLocale() as Locale;
  return (amount) => formatMoney(amount, currency, locale);
}
