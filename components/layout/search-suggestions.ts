import type { AutoSuggestResponse } from '@/lib/contracts/products';
import type { Locale } from '@/lib/i18n/locales';

export type SuggestionGroup = 'popular' | 'categories' | 'products';

export interface SuggestionOption {
  id: string;
  group: SuggestionGroup;
  label: string;
  href: string;
}

export function searchHref(locale: Locale, query: string): string {
  return `/${locale}/search?${new URLSearchParams({ q: query })}`;
}

/**
 * The combobox's options in display order (popular searches, categories, products), each
 * with a stable DOM id for aria-activedescendant.
 */
export function suggestionOptions(
  locale: Locale,
  reply: AutoSuggestResponse | undefined,
): SuggestionOption[] {
  if (!reply) return [];
  return [
    ...reply.popularSearches.map((query, index) => ({
      id: `suggestion-popular-${index}`,
      group: 'popular' as const,
      label: query,
      href: searchHref(locale, query),
    })),
    ...reply.categories.map((category) => ({
      id: `suggestion-category-${category.id}`,
      group: 'categories' as const,
      label: category.name,
      href: category.url,
    })),
    ...reply.products.map((product) => ({
      id: `suggestion-product-${product.id}`,
      group: 'products' as const,
      label: product.name,
      href: product.url,
    })),
  ];
}
