import 'server-only';
import { collectionsOf, type CollectionProducts } from '@/components/cms/canvas-sections';
import type { PageCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { getCategoryListing } from './reads';

/** Fetches the products of every product-collection component of a canvas. */
export async function fillCollections(
  locale: Locale,
  canvas: PageCanvas,
): Promise<CollectionProducts> {
  const entries = await Promise.all(
    collectionsOf(canvas).map(async (collection) => {
      const listing = await getCategoryListing(locale, collection.categoryId, {
        page: 1,
        sort: 'newest',
        filters: {},
      });
      return [collection.id, (listing?.products ?? []).slice(0, collection.limit)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
