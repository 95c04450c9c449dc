import type { Locale } from './i18n/locales';

/** URL shapes: `/{locale}/c/{slug}-{categoryId}`, `/{locale}/p/{slug}-{productId}`. */
export function categoryPath(locale: Locale, slug: string, categoryId: string): string {
  return `/${locale}/c/${slug}-${categoryId}`;
}

export function productPath(locale: Locale, slug: string, productId: string): string {
  return `/${locale}/p/${slug}-${productId}`;
}

/** Splits `{slug}-{categoryId}`; the id is the trailing 4 to 10 digits. */
export function parseCategorySegment(segment: string): { slug: string; id: string } | null {
  const match = /^(?:(.*)-)?(\d{4,10})$/.exec(segment);
  if (!match?.[2]) return null;
  return { slug: match[1] ?? '', id: match[2] };
}

/** Splits `{slug}-{productId}`; product ids are 8 to 11 uppercase letters or digits. */
export function parseProductSegment(segment: string): { slug: string; id: string } | null {
  const match = /^(?:(.*)-)?([A-Z0-9]{8,11})$/.exec(segment);
  if (!match?.[2]) return null;
  return { slug: match[1] ?? '', id: match[2] };
}
