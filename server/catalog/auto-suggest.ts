import { asc, eq, sql } from 'drizzle-orm';
import type { AutoSuggestQuery, AutoSuggestResponse } from '@/lib/contracts/products';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { categoryPath } from '@/lib/routes';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import { getProductTiles } from './category-listing';
import { allOf, onlineProducts } from './listing-filters';
import { localize } from './localize';
import { candidatesQuery, prepareSearch } from './search-match';
import { popularSearches } from './search-queries';
import { normalizeSearchText } from './search-text';

/**
 * What the header search box offers while a shopper types: the best matching products,
 * categories whose name contains the words, and popular searches starting with them. With
 * nothing typed yet, only popular searches.
 */
export async function suggest(
  db: Database,
  query: AutoSuggestQuery,
  locale: Locale,
): Promise<AutoSuggestResponse> {
  const match = await prepareSearch(db, query.q);
  const prefix = normalizeSearchText(query.q);
  const popular = await popularSearches(db, locale, prefix, query.limit);
  if (!match) return { query: query.q, products: [], categories: [], popularSearches: popular };

  const { currency } = settingsFor(locale);
  // The best of the first candidates, ranked in the same statement.
  const candidates = candidatesQuery(db, allOf([match.where, onlineProducts()])).as('candidates');
  const [productRows, visibleCategories] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .innerJoin(candidates, eq(candidates.id, products.id))
      .orderBy(sql`${match.rank} desc`, asc(products.id))
      .limit(query.limit),
    db
      .select()
      .from(categories)
      .where(eq(categories.isVisible, true))
      .orderBy(asc(categories.position)),
  ]);
  // The category tree is small: match names in the shopper's language here, accents ignored.
  const words = match.text.split(' ');
  const categoryRows = visibleCategories
    .filter((category) => {
      const name = normalizeSearchText(localize(category.name, locale));
      return words.every((word) => name.includes(word));
    })
    .slice(0, query.limit);
  const tiles = await getProductTiles(
    db,
    productRows.map((row) => row.id),
    locale,
    currency,
  );
  return {
    query: query.q,
    products: tiles.map(({ id, name: productName, url, image, currency: code, price }) => ({
      id,
      name: productName,
      url,
      image,
      currency: code,
      price,
    })),
    categories: categoryRows.map((row) => ({
      id: row.id,
      name: localize(row.name, locale),
      url: categoryPath(locale, row.slug, row.id),
    })),
    popularSearches: popular,
  };
}
