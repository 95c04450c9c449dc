import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProductSearchQuery, ProductSearchResponse } from '@/lib/contracts/products';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import { getProductTiles } from './category-listing';
import { computeFacets } from './facets';
import { allOf, filterConditions, lowestPriceSql, onlineProducts } from './listing-filters';
import { narrowToCandidates, prepareSearch, SEARCH_CANDIDATE_LIMIT } from './search-match';
import { recordSearch } from './search-queries';

/**
 * Products matching a shopper's words (see search-match), with the listing's facets and
 * sorts, over at most SEARCH_CANDIDATE_LIMIT matches. A first page that found something is
 * counted towards popular searches, under the corrected spelling.
 */
export async function searchProducts(
  db: Database,
  query: ProductSearchQuery,
  locale: Locale,
): Promise<ProductSearchResponse> {
  const { currency } = settingsFor(locale);
  const match = await prepareSearch(db, query.q);
  const empty = {
    query: query.q,
    total: 0,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: 1,
    capped: false,
    products: [],
    facets: [],
  };
  if (!match) return empty;

  const scope = allOf([match.where, onlineProducts()]);
  const narrowed = new Map<string, ReturnType<typeof narrowToCandidates>>();
  const candidates = (condition: SQL, key: string) => {
    const existing = narrowed.get(key);
    if (existing) return existing;
    const created = narrowToCandidates(db, condition);
    narrowed.set(key, created);
    return created;
  };
  const narrow = async (condition: SQL, key: string) => (await candidates(condition, key)).ids;
  // The facets' candidate sets are read beside the page's own, not after it.
  const counting = db
    .select()
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.isVisible, true)))
    .orderBy(asc(categories.position))
    .then((topCategories) =>
      computeFacets(db, {
        scope,
        filters: query,
        locale,
        currency,
        categoryOptions: topCategories,
        narrow,
      }),
    );
  const matching = candidates(allOf([scope, ...filterConditions(query, currency)]), 'all');
  const lowestPrice = lowestPriceSql(currency);
  const order = {
    relevance: [sql`${match.rank} desc`, asc(products.id)],
    newest: [sql`${products.createdAt} desc`, asc(products.id)],
    'price-asc': [sql`${lowestPrice} asc nulls last`, asc(products.id)],
    'price-desc': [sql`${lowestPrice} desc nulls last`, asc(products.id)],
  }[query.sort];
  const paging = matching.then(({ where }) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  );
  const [{ ids }, pageRows, { facets }] = await Promise.all([matching, paging, counting]);
  const total = ids.length;
  const [tiles] = await Promise.all([
    getProductTiles(
      db,
      pageRows.map((row) => row.id),
      locale,
      currency,
    ),
    total > 0 && query.page === 1 ? recordSearch(db, locale, match.text) : undefined,
  ]);
  return {
    ...empty,
    total,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    capped: total >= SEARCH_CANDIDATE_LIMIT,
    products: tiles,
    facets,
  };
}
