import { categoryPath, productPath } from '../routes';
import type { Locale } from '../i18n/locales';

/** `/{locale}/{slug}-c{categoryId}` and `/{locale}/{slug}-p{productId}`. */
const alternateCategory = /^(.+)-c(\d{4,10})$/;
const alternateProduct = /^(.+)-p([A-Z0-9]{8,11})$/;

export type AlternateTarget =
  { type: 'category'; slug: string; id: string } | { type: 'product'; slug: string; id: string };

/** Reads one path segment in an alternate form, or null when it is not one. */
export function parseAlternateSegment(segment: string): AlternateTarget | null {
  const product = alternateProduct.exec(segment);
  if (product?.[1] && product[2]) return { type: 'product', slug: product[1], id: product[2] };
  const category = alternateCategory.exec(segment);
  if (category?.[1] && category[2]) return { type: 'category', slug: category[1], id: category[2] };
  return null;
}

/** The canonical page an alternate segment stands for. */
export function canonicalPathOf(locale: Locale, target: AlternateTarget): string {
  return target.type === 'product'
    ? productPath(locale, target.slug, target.id)
    : categoryPath(locale, target.slug, target.id);
}
