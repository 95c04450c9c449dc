import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  inventory,
  orderItems,
  orders,
  productCategories,
  products,
  reviews,
  variantPrices,
  variants,
} from '../db/schema';
import type {
  RecommendedProduct,
  Upsell,
  WidgetRecommendationsQuery,
  WidgetRecommendationsResponse,
} from '@/lib/contracts/recommendations';
import { settingsFor, type Currency, type Locale } from '@/lib/i18n/locales';
import { toMajor } from '@/lib/format/money';
import { productPath } from '@/lib/routes';
import { getProductTiles } from './category-listing';
import { localize } from './localize';
import { visibleReview } from './review-listing';
import { sellableAmong, sellableProduct, variantInStock } from './sellable';

/** Orders that never completed say nothing about what goes together. */
const UNFINISHED_ORDER_STATUSES = ['PaymentPending', 'Cancelled'];
/** Candidates fetched per slot, so that dropping unsellable ones still fills the widget. */
const OVERFETCH = 3;

type Source = RecommendedProduct['source'];

/** Products bought in the same orders as `ids`, most shared orders first. */
async function coPurchased(db: Database, ids: string[], limit: number): Promise<string[]> {
  const other = alias(orderItems, 'other_items');
  const sharedOrders = sql<number>`count(distinct ${other.orderNumber})::int`;
  const rows = await db
    .select({ productId: other.productId, shared: sharedOrders })
    .from(orderItems)
    .innerJoin(other, eq(other.orderNumber, orderItems.orderNumber))
    .innerJoin(orders, eq(orders.orderNumber, orderItems.orderNumber))
    .where(
      and(
        inArray(orderItems.productId, ids),
        notInArray(other.productId, ids),
        notInArray(orders.status, UNFINISHED_ORDER_STATUSES),
      ),
    )
    .groupBy(other.productId)
    .orderBy(sql`${sharedOrders} desc`, asc(other.productId))
    .limit(limit);
  return rows.map((row) => row.productId);
}

/** Products listed in the primary categories of `ids`, in merchandising order. */
async function sameCategory(db: Database, ids: string[], limit: number): Promise<string[]> {
  const primaries = db
    .select({ id: products.primaryCategoryId })
    .from(products)
    .where(inArray(products.id, ids));
  const rows = await db
    .select({ productId: productCategories.productId })
    .from(productCategories)
    .where(
      and(
        inArray(productCategories.categoryId, primaries),
        notInArray(productCategories.productId, ids),
      ),
    )
    .orderBy(asc(productCategories.position), asc(productCategories.productId))
    .limit(limit);
  // A product listed in two of the primaries comes back twice.
  return [...new Set(rows.map((row) => row.productId))];
}

async function ratingsOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { average: number; count: number }>();
  const rows = await db
    .select({
      productId: reviews.productId,
      average: sql<number>`round(avg(${reviews.rating})::numeric, 1)::float`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(inArray(reviews.productId, ids), visibleReview))
    .groupBy(reviews.productId);
  return new Map(rows.map((row) => [row.productId, { average: row.average, count: row.count }]));
}

/** Opaque to the page; lets a click be traced back to the widget and the rule that chose it. */
function recToken(source: Source, rank: number, from: string[]): string {
  return Buffer.from(JSON.stringify({ s: source, r: rank, f: from })).toString('base64url');
}

/**
 * One-size accessories in stock (a cap, a bag): added with a tick, no size to choose. Those
 * bought with `ids` come first, then the cheapest.
 */
async function upsellsFor(
  db: Database,
  ids: string[],
  shown: Set<string>,
  limit: number,
  locale: Locale,
  currency: Currency,
  now: Date,
  boughtWith: string[],
): Promise<Upsell[]> {
  if (limit === 0) return [];
  const rows = await db
    .select({
      productId: products.id,
      slug: products.slug,
      name: products.name,
      sku: variants.id,
      priceMinor: variantPrices.currentMinor,
    })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .innerJoin(inventory, eq(inventory.variantId, variants.id))
    .innerJoin(
      variantPrices,
      and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, currency)),
    )
    .where(
      and(
        eq(products.kind, 'accessories'),
        eq(variants.size, 'OS'),
        variantInStock,
        sellableProduct(now),
        notInArray(products.id, ids),
      ),
    )
    .orderBy(asc(variantPrices.currentMinor), asc(products.id), asc(variants.position));
  const rank = (id: string) => {
    const index = boughtWith.indexOf(id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const seen = new Set(shown);
  const firstPerProduct = rows.filter((row) => {
    if (seen.has(row.productId)) return false;
    seen.add(row.productId);
    return true;
  });
  const chosen = firstPerProduct
    .map((row, order) => ({ row, order }))
    .sort((a, b) => rank(a.row.productId) - rank(b.row.productId) || a.order - b.order)
    .slice(0, limit)
    .map(({ row }) => row);
  const tiles = await getProductTiles(
    db,
    chosen.map((row) => row.productId),
    locale,
    currency,
  );
  const imageOf = new Map(tiles.map((tile) => [tile.id, tile.image]));
  return chosen.map((row) => ({
    id: row.productId,
    sku: row.sku,
    name: localize(row.name, locale),
    url: productPath(locale, row.slug, row.productId),
    image: imageOf.get(row.productId) ?? null,
    currency,
    price: toMajor(row.priceMinor),
  }));
}

/**
 * "You may also like": products bought together with the given ones, topped up from their
 * categories, never one of the given products and never one that cannot be bought now.
 */
export async function getWidgetRecommendations(
  db: Database,
  query: WidgetRecommendationsQuery,
  locale: Locale,
  now = new Date(),
): Promise<WidgetRecommendationsResponse | null> {
  const known = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, query.productIds));
  if (known.length === 0) return null;
  const ids = query.productIds;
  const { currency } = settingsFor(locale);
  const wanted = query.limit * OVERFETCH;
  const bought = await coPurchased(db, ids, Math.max(wanted, 50));
  const fromCategory = await sameCategory(db, ids, wanted);
  const candidates: { id: string; source: Source }[] = [
    ...bought.map((id) => ({ id, source: 'co-purchase' as const })),
    ...fromCategory
      .filter((id) => !bought.includes(id))
      .map((id) => ({ id, source: 'category' as const })),
  ];
  const sellable = await sellableAmong(
    db,
    candidates.map((candidate) => candidate.id),
    now,
  );
  const picked = candidates.filter((candidate) => sellable.has(candidate.id)).slice(0, query.limit);
  const [tiles, ratings] = await Promise.all([
    getProductTiles(
      db,
      picked.map((candidate) => candidate.id),
      locale,
      currency,
    ),
    ratingsOf(
      db,
      picked.map((candidate) => candidate.id),
    ),
  ]);
  const sourceOf = new Map(picked.map((candidate) => [candidate.id, candidate.source]));
  const recommendations = tiles.map((tile, rank) => {
    const source = sourceOf.get(tile.id) ?? 'category';
    return {
      id: tile.id,
      recToken: recToken(source, rank, ids),
      title: tile.name,
      url: tile.url,
      image: tile.image,
      rating: ratings.get(tile.id) ?? null,
      currency,
      price: tile.price,
      source,
    };
  });
  const upsells = await upsellsFor(
    db,
    ids,
    new Set(recommendations.map((rec) => rec.id)),
    query.upsellLimit,
    locale,
    currency,
    now,
    bought,
  );
  return { productIds: ids, recommendations, upsells };
}
