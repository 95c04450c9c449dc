'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { FacetId } from '@/lib/contracts/listing';
import { settingsFor, toLanguageTag, type Locale } from '@/lib/i18n/locales';

/**
 * Names of facets and of their values in the shopper's language. Categories and colours come
 * named by the API; genders and activities are codes named here; prices are bucket bounds.
 */
export function useFacetLabels() {
  const t = useTranslations('Listing');
  const locale = useLocale() as Locale;
  const money = new Intl.NumberFormat(toLanguageTag(locale), {
    style: 'currency',
    currency: settingsFor(locale).currency,
    currencyDisplay: settingsFor(locale).currency === 'CAD' ? 'code' : 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  return {
    facetName: (id: FacetId) => t(`facets.${id}`),
    valueLabel: (id: FacetId, value: string, label: string): string => {
      if (id === 'gender' || id === 'activity') {
        const key = `values.${value}`;
        return t.has(key) ? t(key) : label;
      }
      if (id !== 'price') return label;
      const [min = '', max = ''] = value.split('-');
      if (min === '' || min === '0')
        return max ? t('priceUnder', { max: money.format(Number(max)) }) : label;
      if (max === '') return t('priceOver', { min: money.format(Number(min)) });
      return t('priceBetween', { min: money.format(Number(min)), max: money.format(Number(max)) });
    },
  };
}
