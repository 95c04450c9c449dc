import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inventory, products, variants } from '../db/schema';

/**
 * Units of a variant a shopper can buy online: on hand minus those held for orders, never
 * below zero. A variant without an inventory row (left-joined) has none.
 */
export const sellableUnits =
  sql<number>`greatest(coalesce(${inventory.quantity}, 0) - coalesce(${inventory.reserved}, 0), 0)`.mapWith(
    Number,
  );

/** Variants with units to sell online. */
export const variantInStock = gt(sellableUnits, 0);

/** Digital and reservable products are always available, whatever their stock. */
const alwaysAvailable = or(eq(products.isDigital, true), eq(products.isReservable, true))!;

/**
 * What the inventory endpoint calls InStock, for a query joining the variant's product and
 * left-joining its inventory row.
 */
export const variantAvailableOnline = or(alwaysAvailable, variantInStock)!;

/** Offered to shoppers today, stock aside: online, launched and not the free gift. */
export function offeredProduct(now: Date): SQL {
  return and(
    eq(products.isOnline, true),
    eq(products.isGiftWithPurchase, false),
    or(isNull(products.targetPublishDate), lte(products.targetPublishDate, now)),
  )!;
}

/**
 * Can a shopper buy this product today: offered, and in stock online (digital and reservable
 * products always are).
 */
export function sellableProduct(now: Date): SQL {
  const inStock = sql`exists (select 1 from ${variants} join ${inventory} on ${inventory.variantId} = ${variants.id} where ${variants.productId} = ${products.id} and ${variantInStock})`;
  return and(offeredProduct(now), or(alwaysAvailable, inStock))!;
}

/** The ids among `ids` that are sellable, as a set. */
export async function sellableAmong(db: Database, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), sellableProduct(now)));
  return new Set(rows.map((row) => row.id));
}
