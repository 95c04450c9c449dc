import { getTranslations } from 'next-intl/server';
import { facetValueLabel } from '@/lib/catalog/facet-labels';
import type { Facet } from '@/lib/contracts/listing';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A listing's facets with every value named in the shopper's language, here rather than in
 * the browser: a price bucket's bounds are money, and the first number format a page makes in
 * the browser costs a long task while the page starts.
 */
export async function withFacetLabels(locale: Locale, facets: Facet[]): Promise<Facet[]> {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  return facets.map((facet) => ({
    ...facet,
    values: facet.values.map((entry) => ({
      ...entry,
      label: facetValueLabel(t, locale, facet.id, entry.value, entry.label),
    })),
  }));
}
