import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { TillSale } from '@/lib/contracts/till';
import { getAgent } from '../auth/session';
import type { Database } from '../db/client';
import { basketItems, baskets, consumers, type BasketRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { loadTillCustomer } from '../till/till-customer';
import { updateItem } from './items';

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

/** The till's store while its sale is handed over now: where lines added since are picked up. */
export function handOverStoreOf(c: Context, basket: BasketRow): string | null {
  return basket.handOverInStore ? (getAgent(c)?.storeId ?? null) : null;
}

/** Goods the till can hand over: not digital, not made to order. */
const HANDED_OVER_METHODS = new Set(['standard', 'pickup', 'sts', 'pudo']);

/**
 * The customer takes the items now: every line the till can hand over is picked up at the
 * session's store, so it comes off that store's shelves (as store pickup does) and nothing is
 * shipped. Turned off, those lines go back to home delivery. A store without the stock refuses
 * the line as a pickup would (INV700).
 */
export async function setHandOver(
  db: Database,
  basket: BasketRow,
  { storeId, handOverInStore, now }: { storeId: string; handOverInStore: boolean; now: Date },
) {
  const lines = await db.select().from(basketItems).where(eq(basketItems.basketId, basket.id));
  for (const line of lines) {
    if (!HANDED_OVER_METHODS.has(line.shippingMethod)) continue;
    if (line.isBonus) {
      // Free gifts follow the goods when the next read syncs them (gift-sync.ts); turned off,
      // they go back home with them.
      if (!handOverInStore && line.shippingMethod === 'pickup' && line.storeId === storeId) {
        await db
          .update(basketItems)
          .set({ shippingMethod: 'standard', storeId: null })
          .where(eq(basketItems.id, line.id));
      }
    } else if (handOverInStore) {
      await updateItem(db, basket, { itemId: line.id, shippingMethod: 'pickup', storeId }, now);
    } else if (line.shippingMethod === 'pickup' && line.storeId === storeId) {
      await updateItem(db, basket, { itemId: line.id, shippingMethod: 'standard' }, now);
    }
  }
  await db.update(baskets).set({ handOverInStore }).where(eq(baskets.id, basket.id));
}
