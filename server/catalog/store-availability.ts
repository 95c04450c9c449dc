import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storeInventory, variants } from '../db/schema';
import type { StoreAvailabilityRequest, StoreAvailabilityResponse } from '@/lib/contracts/products';

/** Stock of a product (or one of its sizes) in the given stores; stores without stock read 0. */
export async function getStoreAvailability(
  db: Database,
  productId: string,
  request: StoreAvailabilityRequest,
): Promise<StoreAvailabilityResponse> {
  const variantRows = await db
    .select({ id: variants.id })
    .from(variants)
    .where(
      and(
        eq(variants.productId, productId),
        request.variantId ? eq(variants.id, request.variantId) : undefined,
      ),
    );
  if (variantRows.length === 0) return { productId, storeInventory: [] };
  const stockRows = await db
    .select()
    .from(storeInventory)
    .where(
      and(
        inArray(storeInventory.storeId, request.storeIds),
        inArray(
          storeInventory.variantId,
          variantRows.map((v) => v.id),
        ),
      ),
    );
  const quantityOf = new Map(
    stockRows.map((row) => [`${row.storeId}|${row.variantId}`, row.quantity]),
  );
  return {
    productId,
    storeInventory: request.storeIds.flatMap((storeId) =>
      variantRows.map((variant) => ({
        storeId,
        variantId: variant.id,
        quantity: quantityOf.get(`${storeId}|${variant.id}`) ?? 0,
      })),
    ),
  };
}
