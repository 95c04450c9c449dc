import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CatalogQuery } from '@/lib/contracts/products';
import type { Currency } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { productCategories, productLowestPrices, products } from '../db/schema';
import { allOf, filterConditions, isLowestPriceOf, onlineProducts } from './listing-filters';

/**
 * How far down the catalogue's price order a price-sorted page is looked for: 20 products per
 * product up to the page's end (a category holding a twentieth of the catalogue, at prices
 * like the rest, finds its page there). Pages that would need a walk past 5,000 are sorted in
 * full straight away, so that a category priced unlike the rest, or smaller, wastes little.
 */
const PRICE_WALK_FACTOR = 20;
const PRICE_WALK_LIMIT = 5_000;

interface PageRequest {
  categoryId: string;
  query: CatalogQuery;
  currency: Currency;
}

/** The ids of one page of a category's listing, in the order the shopper chose. */
export async function categoryPageIds(db: Database, request: PageRequest): Promise<string[]> {
  const { categoryId, query, currency } = request;
  const where = allOf([
    eq(productCategories.categoryId, categoryId),
    onlineProducts(),
    ...filterConditions(query, currency),
  ]);
  if (query.sort === 'price-asc' || query.sort === 'price-desc') {
    const sorted = {
      where,
      currency,
      query,
      direction: query.sort === 'price-asc' ? 'asc' : 'desc',
    } as const;
    const walk = query.page * query.pageSize * PRICE_WALK_FACTOR;
    if (walk <= PRICE_WALK_LIMIT) {
      const found = await pageAmongPriceExtremes(db, sorted, walk);
      if (found.length === query.pageSize) return found;
    }
    return pageByPrice(db, sorted);
  }
  const order = {
    relevance: [asc(productCategories.position), asc(products.id)],
    newest: [sql`${products.createdAt} desc`, asc(products.id)],
  }[query.sort];
  const rows = await db
    .select({ id: products.id })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return rows.map((row) => row.id);
}

const offsetOf = (query: CatalogQuery) => (query.page - 1) * query.pageSize;

interface PriceSortedRequest {
  where: SQL;
  currency: Currency;
  direction: 'asc' | 'desc';
  query: CatalogQuery;
}

/**
 * The page looked for among the catalogue's cheapest (or dearest) products only, read in
 * price order from product_lowest_prices_price_idx: a large category's page is there after a
 * few dozen products, where sorting all 50,000 of the largest one takes tens of milliseconds.
 * Exact when it fills the page: every listed product past the walk sorts after all those in it,
 * and unpriced products sort last. Fewer than a page says only that the walk did not reach it.
 */
async function pageAmongPriceExtremes(db: Database, request: PriceSortedRequest, walk: number) {
  const { where, currency, direction, query } = request;
  const order = direction === 'asc' ? asc : desc;
  const walked = db
    .select({ productId: productLowestPrices.productId, price: productLowestPrices.currentMinor })
    .from(productLowestPrices)
    .where(eq(productLowestPrices.currency, currency))
    .orderBy(order(productLowestPrices.currentMinor), asc(productLowestPrices.productId))
    .limit(walk)
    .as('walked');
  const rows = await db
    .select({ id: products.id })
    .from(walked)
    .innerJoin(productCategories, eq(productCategories.productId, walked.productId))
    .innerJoin(products, eq(products.id, walked.productId))
    .where(where)
    .orderBy(order(walked.price), asc(products.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return rows.map((row) => row.id);
}

/**
 * The page among all the category's products, unpriced ones last. The lowest prices are
 * joined (one row per product and currency) rather than looked up once per product.
 */
async function pageByPrice(db: Database, request: PriceSortedRequest) {
  const { where, currency, direction, query } = request;
  const rows = await db
    .select({ id: products.id })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .leftJoin(productLowestPrices, isLowestPriceOf(currency))
    .where(where)
    .orderBy(
      sql`${productLowestPrices.currentMinor} ${sql.raw(direction)} nulls last`,
      asc(products.id),
    )
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return rows.map((row) => row.id);
}
