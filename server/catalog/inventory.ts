import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inventory, products, variants } from '../db/schema';
import type { InventoryResponse } from '@/lib/contracts/products';

/**
 * Online stock per variant (spec 002 section 4): InStock above zero, and digital or
 * reservable products are always available. Reserved units are not for sale.
 */
export async function getProductInventory(
  db: Database,
  productId: string,
): Promise<InventoryResponse | null> {
  const [product] = await db
    .select({ isDigital: products.isDigital, isReservable: products.isReservable })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) return null;
  const rows = await db
    .select({ id: variants.id, quantity: inventory.quantity, reserved: inventory.reserved })
    .from(variants)
    .leftJoin(inventory, eq(inventory.variantId, variants.id))
    .where(eq(variants.productId, productId));
  const alwaysAvailable = product.isDigital || product.isReservable;
  return {
    productId,
    variants: Object.fromEntries(
      rows.map((row) => {
        const quantity = Math.max(0, (row.quantity ?? 0) - (row.reserved ?? 0));
        const inStock = alwaysAvailable || quantity > 0;
        return [row.id, { quantity, stockStatus: inStock ? 'InStock' : 'OutOfStock' }];
      }),
    ),
  };
}
