import { and, eq } from 'drizzle-orm';
import type { InStoreSale } from '@/lib/contracts/till';
import type { Database } from '../db/client';
import { storeEmployees, stores, type OrderRow } from '../db/schema';

/**
 * Who sold a till sale, by name (the ids stay on the order; a store or associate removed since
 * is named by id), and when its goods were handed over. Null for any other order.
 */
export async function loadInStoreSale(db: Database, order: OrderRow): Promise<InStoreSale | null> {
  const info = order.inStoreSalesInfo;
  if (!info) return null;
  const [store] = await db
    .select({ name: stores.name })
    .from(stores)
    .where(eq(stores.id, info.storeId));
  const [associate] = await db
    .select({ name: storeEmployees.name })
    .from(storeEmployees)
    .where(
      and(eq(storeEmployees.id, info.storeEmployeeId), eq(storeEmployees.storeId, info.storeId)),
    );
  return {
    storeName: store?.name ?? info.storeId,
    associateName: associate?.name ?? info.storeEmployeeId,
    handedOverAt: order.handedOverAt?.toISOString() ?? null,
  };
}
