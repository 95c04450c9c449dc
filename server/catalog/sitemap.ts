import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';

/** What a sitemap lists: visible categories and products shoppers can reach. */
const listedProducts = and(eq(products.isOnline, true), eq(products.isGiftWithPurchase, false));

export function listSitemapCategories(db: Database) {
  return db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(eq(categories.isVisible, true))
    .orderBy(asc(categories.id));
}

export async function countSitemapProducts(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(listedProducts);
  return row?.total ?? 0;
}

/** One page of products in id order, so the pages stay stable as products are added. */
export function listSitemapProducts(db: Database, offset: number, limit: number) {
  return db
    .select({ id: products.id, slug: products.slug, createdAt: products.createdAt })
    .from(products)
    .where(listedProducts)
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
}
