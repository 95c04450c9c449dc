import { eq } from 'drizzle-orm';
import type { TillSale } from '@/lib/contracts/till';
import type { Database } from '../db/client';
import { baskets, consumers, type BasketRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { loadTillCustomer } from '../till/till-customer';

/** The bag's buy-in-store sale as the Cart shows it. */
export async function loadTillSale(db: Database, basket: BasketRow): Promise<TillSale> {
  return {
    customer: await loadTillCustomer(db, basket.customerConsumerId),
    handOverInStore: basket.handOverInStore,
  };
}

/** The order of this bag will be the consumer's: in their account, earning their points. */
export async function attachCustomer(db: Database, basket: BasketRow, consumerId: string) {
  const [consumer] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(eq(consumers.id, consumerId));
  if (!consumer) {
    throw new ApiError('ATTR200', 'There is no such customer.', { field: 'body.consumerId' });
  }
  await db.update(baskets).set({ customerConsumerId: consumerId }).where(eq(baskets.id, basket.id));
}

/** Back to a guest sale. */
export async function detachCustomer(db: Database, basket: BasketRow) {
  await db.update(baskets).set({ customerConsumerId: null }).where(eq(baskets.id, basket.id));
}
