import { toLanguageTag, type Locale } from './locales';

/**
 * A country named in the shopper's language ("Deutschland" on de-de), or `fallback` (the
 * stored English name) where the runtime has no name for the code. Node's and the browser's
 * names can differ, so a page calls it only once the data is in the browser, never while
 * hydrating.
 */
export function countryNameIn(locale: Locale, countryCode: string, fallback: string): string {
  return (
    new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region' }).of(countryCode) ?? fallback
  );
}
