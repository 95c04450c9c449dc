import type { Locale } from '../i18n/locales';

/**
 * Where a store search starts when the shopper has no favourite store and has not said where
 * they are: the main city of the locale's market, which the shopper confirms before it is used
 * (spec 000 section 2, location confirmation).
 */
const cityByLocale: Record<Locale, string> = {
  'en-us': 'New York',
  'en-ca': 'Toronto',
  'fr-ca': 'Montréal',
  'en-gb': 'London',
  'fr-fr': 'Paris',
  'de-de': 'Berlin',
  'it-it': 'Milano',
};

export function guessedCity(locale: Locale): string {
  return cityByLocale[locale];
}
