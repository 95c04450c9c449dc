import type { FacetId } from '../contracts/listing';
import { formatWholeMoney } from '../format/money';
import { settingsFor, type Locale } from '../i18n/locales';

/** The listing messages (`Listing` namespace) that name facet values. */
export interface ListingMessages {
  (key: string, values?: Record<string, string>): string;
  has(key: string): boolean;
}

/**
 * A facet value's name in the shopper's language. Categories and colours come named by the
 * API; genders and activities are codes named here; prices are bucket bounds.
 */
export function facetValueLabel(
  t: ListingMessages,
  locale: Locale,
  id: FacetId,
  value: string,
  label: string,
): string {
  if (id === 'gender' || id === 'activity') {
    const key = `values.${value}`;
    return t.has(key) ? t(key) : label;
  }
  if (id !== 'price') return label;
  const money = (amount: string) =>
    formatWholeMoney(Number(amount), settingsFor(locale).currency, locale);
  const [min = '', max = ''] = value.split('-');
  if (min === '' || min === '0') return max ? t('priceUnder', { max: money(max) }) : label;
  if (max === '') return t('priceOver', { min: money(min) });
  return t('priceBetween', { min: money(min), max: money(max) });
}
