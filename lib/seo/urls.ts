import { locales, toLanguageTag, defaultLocale, type Locale } from '../i18n/locales';

/** `https://shop.example` + `/en-us/c/shoes-1000` → an absolute URL (the origin's own path is dropped). */
export function absoluteUrl(baseUrl: string, path: string): string {
  return new URL(path, baseUrl).toString();
}

/** A page's path in a locale, or null when the page does not exist there. */
export type LocalizedPath = (locale: Locale) => string | null;

/** The same path under every locale's prefix: `/en-us/c/shoes-1000` → `/fr-fr/c/shoes-1000`. */
export function samePathIn(path: string): LocalizedPath {
  const rest = path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '');
  return (locale) => `/${locale}${rest}`;
}

/**
 * hreflang alternates for a page: one per locale that has it (keyed by BCP 47 tag, `en-US`),
 * plus `x-default` pointing at the default locale's version.
 */
export function hreflangAlternates(baseUrl: string, pathIn: LocalizedPath): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const path = pathIn(locale);
    if (path) languages[toLanguageTag(locale)] = absoluteUrl(baseUrl, path);
  }
  const fallback = pathIn(defaultLocale);
  if (fallback) languages['x-default'] = absoluteUrl(baseUrl, fallback);
  return languages;
}

/** Open Graph writes locales as `en_US`. */
export function openGraphLocale(locale: Locale): string {
  return toLanguageTag(locale).replace('-', '_');
}
