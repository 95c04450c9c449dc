import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inventory, storeInventory, variantPrices } from '../../db/schema';

/** A variant's seeded price in a currency, minor units. */
export async function priceOf(db: Database, variantId: string, currency: string) {
  const [row] = await db
    .select()
    .from(variantPrices)
    .where(and(eq(variantPrices.variantId, variantId), eq(variantPrices.currency, currency)));
  if (!row) throw new Error(`${variantId} has no ${currency} price`);
  return row;
}

export async function setOnlineStock(db: Database, variantId: string, quantity: number) {
  await db
    .update(inventory)
    .set({ quantity, reserved: 0 })
    .where(eq(inventory.variantId, variantId));
}

export async function setStoreStock(
  db: Database,
  storeId: string,
  variantId: string,
  quantity: number,
) {
  await db
    .insert(storeInventory)
    .values({ storeId, variantId, quantity })
    .onConflictDoUpdate({
      target: [storeInventory.storeId, storeInventory.variantId],
      set: { quantity },
    });
}
