import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inventory, products, variants } from '../db/schema';
import type { InventoryResponse } from '@/lib/contracts/products';
import { sellableUnits, variantAvailableOnline } from './sellable';

/**
 * Online stock per variant: InStock above zero, and digital or reservable products are always
 * available. Reserved units are not for sale.
 */
export async function getProductInventory(
  db: Database,
  productId: string,
): Promise<InventoryResponse | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) return null;
  const rows = await db
    .select({
      id: variants.id,
      quantity: sellableUnits,
      inStock: sql<boolean>`${variantAvailableOnline}`.mapWith(Boolean),
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(inventory, eq(inventory.variantId, variants.id))
    .where(eq(variants.productId, productId));
  return {
    productId,
    variants: Object.fromEntries(
      rows.map((row) => [
        row.id,
        { quantity: row.quantity, stockStatus: row.inStock ? 'InStock' : 'OutOfStock' },
      ]),
    ),
  };
}
