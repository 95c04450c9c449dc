import type { LocalizedText } from '@/server/db/schema';

interface SearchableProduct {
  name: LocalizedText;
  styleId: string;
  gender: string | null;
  activity: string | null;
}

/**
 * The text product search matches: names in every language, style id, colours, gender and
 * activity, lower-cased and de-accented so "chaussure" finds "Chaussure" and "élan" "elan".
 */
export function buildSearchText(
  product: SearchableProduct,
  colorLabels: readonly LocalizedText[],
): string {
  const parts = [
    ...Object.values(product.name),
    product.styleId,
    product.gender ?? '',
    product.activity ?? '',
    ...colorLabels.flatMap((label) => Object.values(label)),
  ];
  const unique = [...new Set(parts.filter((part): part is string => Boolean(part)))];
  return normalizeSearchText(unique.join(' '));
}

export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
