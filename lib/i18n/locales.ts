import type { SizeSystem } from '../product/shoe-sizes';

/**
 * The storefront's locales and what each country implies. URLs carry the locale lowercase as
 * `/{language}-{country}`; the API header carries it as `{language}_{COUNTRY}`.
 */
export const locales = ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'fr-fr', 'de-de', 'it-it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-us';

export const regions = ['NORA', 'EMEA'] as const;
export type Region = (typeof regions)[number];

export const currencies = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export type Currency = (typeof currencies)[number];

export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY';

export interface CountrySettings {
  country: string;
  region: Region;
  currency: Currency;
  dateFormat: DateFormat;
  /** Where dates such as a release day are shown. */
  timeZone: string;
  /** The shoe sizes shoppers here know; the store's own are US (lib/product/shoe-sizes.ts). */
  sizeSystem: SizeSystem;
}

const countrySettings: Record<string, CountrySettings> = {
  US: {
    timeZone: 'America/New_York',
    country: 'US',
    region: 'NORA',
    currency: 'USD',
    dateFormat: 'MM/DD/YYYY',
    sizeSystem: 'US',
  },
  CA: {
    timeZone: 'America/Toronto',
    country: 'CA',
    region: 'NORA',
    currency: 'CAD',
    dateFormat: 'MM/DD/YYYY',
    sizeSystem: 'US',
  },
  GB: {
    timeZone: 'Europe/London',
    country: 'GB',
    region: 'EMEA',
    currency: 'GBP',
    dateFormat: 'DD/MM/YYYY',
    sizeSystem: 'UK',
  },
  FR: {
    timeZone: 'Europe/Paris',
    country: 'FR',
    region: 'EMEA',
    currency: 'EUR',
    dateFormat: 'DD/MM/YYYY',
    sizeSystem: 'EU',
  },
  DE: {
    timeZone: 'Europe/Berlin',
    country: 'DE',
    region: 'EMEA',
    currency: 'EUR',
    dateFormat: 'DD/MM/YYYY',
    sizeSystem: 'EU',
  },
  IT: {
    timeZone: 'Europe/Rome',
    country: 'IT',
    region: 'EMEA',
    currency: 'EUR',
    dateFormat: 'DD/MM/YYYY',
    sizeSystem: 'EU',
  },
};

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): string {
  return locale.slice(0, 2);
}

export function countryOf(locale: Locale): string {
  return locale.slice(3).toUpperCase();
}

export function settingsFor(locale: Locale): CountrySettings {
  const settings = countrySettings[countryOf(locale)];
  if (!settings) throw new Error(`No country settings for locale ${locale}`);
  return settings;
}

/** Where a storefront country's clock is (a store's opening hours are its local time). */
export function timeZoneOfCountry(countryCode: string): string | undefined {
  return countrySettings[countryCode]?.timeZone;
}

/** `en-us` → `en_US`, the form the API's locale header uses. */
export function toHeaderLocale(locale: Locale): string {
  return `${languageOf(locale)}_${countryOf(locale)}`;
}

/** `en_US` or `en-US` → `en-us` when it is one of ours. */
export function fromHeaderLocale(value: string): Locale | undefined {
  const normalised = value.replace('_', '-').toLowerCase();
  return isLocale(normalised) ? normalised : undefined;
}

/** BCP 47 tag for Intl APIs: `en-us` → `en-US`. */
export function toLanguageTag(locale: Locale): string {
  return `${languageOf(locale)}-${countryOf(locale)}`;
}

/**
 * Picks the best storefront locale for an Accept-Language header: an exact language-country
 * match first, then the first locale sharing the language, else the default.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (isLocale(tag)) return tag;
    const language = tag.slice(0, 2);
    const sameLanguage = locales.find((locale) => locale.startsWith(`${language}-`));
    if (sameLanguage) return sameLanguage;
  }
  return defaultLocale;
}
