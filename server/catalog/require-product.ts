import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { ApiError } from '../http/api-error';

/** PLP400 unless the product exists and is online. */
export async function requireProduct(db: Database, productId: string): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isOnline, true)))
    .limit(1);
  if (!product) throw new ApiError('PLP400', `Product ${productId} was not found.`);
}
