import { toLanguageTag, type Locale } from './locales';

/**
 * A country named in the shopper's language ("Deutschland" on de-de), or `fallback` (the
 * stored English name) where the runtime has no name for the code. Node's and the browser's
 * names can differ, so a page calls it only once the data is in the browser, never while
 * hydrating.
 */
export function countryNameIn(locale: Locale, countryCode: string, fallback: string): string {
  return regionNamesIn(locale).of(countryCode) ?? fallback;
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

function regionNamesIn(locale: Locale): Intl.DisplayNames {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names;
}
