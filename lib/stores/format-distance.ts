import { countryOf, toLanguageTag, type Locale } from '../i18n/locales';

/** Storefronts whose shoppers measure road distances in miles. */
const MILE_COUNTRIES = new Set(['US', 'GB']);
const KM_PER_MILE = 1.609344;

/** A distance in the storefront's unit: "2.4 mi" on en-us, "3,9 km" on fr-fr. */
export function formatDistance(km: number, locale: Locale): string {
  const miles = MILE_COUNTRIES.has(countryOf(locale));
  return new Intl.NumberFormat(toLanguageTag(locale), {
    style: 'unit',
    unit: miles ? 'mile' : 'kilometer',
    maximumFractionDigits: 1,
  }).format(miles ? km / KM_PER_MILE : km);
}
