import { cacheTags } from '@/lib/cache-tags';
import { listingFiltersSchema, type ListingFilters } from '@/lib/contracts/listing';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { tagVersion } from '../cache/tag-clock';
import { createVersionedMemo, type VersionedMemo } from '../cache/versioned-memo';
import type { Database } from '../db/client';
import { visibleChildren } from './categories';
import { computeFacets, type CountedFacets } from './facets';
import { allOf, inCategory, onlineProducts } from './listing-filters';

/** Listings (a category, its filters, a locale) whose counts a process keeps, a few kB each. */
const KEPT_LISTINGS = 500;

const memos = new WeakMap<Database, VersionedMemo<CountedFacets>>();

function memoOf(db: Database): VersionedMemo<CountedFacets> {
  const existing = memos.get(db);
  if (existing) return existing;
  const created = createVersionedMemo<CountedFacets>(KEPT_LISTINGS);
  memos.set(db, created);
  return created;
}

const filterNames = listingFiltersSchema.keyof().options;

export interface CategoryFacetsInput {
  categoryId: string;
  filters: ListingFilters;
  locale: Locale;
}

/**
 * A category listing's facets and total. Counting a large category takes hundreds of
 * milliseconds, so each process keeps the counts of recent listings until the `listings`
 * tag's clock moves: the database's triggers move it on every write behind a listing
 * (products, category links, colours, variants, prices, categories), whoever writes, so
 * counts are never served from before a change and every instance sharing the database agrees.
 */
export async function countCategoryFacets(
  db: Database,
  input: CategoryFacetsInput,
): Promise<CountedFacets> {
  const { categoryId, filters, locale } = input;
  const key = JSON.stringify([categoryId, locale, ...filterNames.map((name) => filters[name])]);
  const version = await tagVersion(db, cacheTags.listings);
  // Everything counted is read after the version, the sub-categories offered included.
  return memoOf(db).get(key, version, async () =>
    computeFacets(db, {
      scope: allOf([inCategory(categoryId), onlineProducts()]),
      filters,
      locale,
      currency: settingsFor(locale).currency,
      categoryOptions: await visibleChildren(db, categoryId),
    }),
  );
}
