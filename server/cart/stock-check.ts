import { and, eq } from 'drizzle-orm';
import { flashTypes, type FulfilmentCode } from '@/lib/contracts/cart';
import type { Database } from '../db/client';
import { basketItems, type StoredFlash } from '../db/schema';
import { decideFulfilment, stockForMethod } from './fulfilment';
import { unavailability } from './item-rules';
import type { LineFacts, StoreFacts } from './line-facts';

export type StoreLookup = (storeId: string | null, variantId: string) => StoreFacts | null;

/**
 * Moves each line to a method that can still serve it (delivery transitions), then, when asked,
 * holds every line to its stock: lowered to what is left, removed when nothing is, flagged when
 * it cannot be bought. Writes the changes and returns the lines left plus the flash to show.
 */
export async function reconcileLines(
  db: Database,
  basketId: string,
  lines: LineFacts[],
  storeOf: StoreLookup,
  favStoreId: string | null,
  checkInventory: boolean,
): Promise<{ lines: LineFacts[]; flash: StoredFlash[] }> {
  const flash: StoredFlash[] = [];
  const kept: LineFacts[] = [];
  const byLine = eq(basketItems.basketId, basketId);
  for (const original of lines) {
    let line = original;
    const decision = decideFulfilment({
      line,
      store: storeOf(line.storeId, line.variantId),
      favStore: storeOf(favStoreId, line.variantId),
    });
    if (decision.method !== line.fulfilment || decision.storeId !== line.storeId) {
      await db
        .update(basketItems)
        .set({ shippingMethod: decision.method, storeId: decision.storeId })
        .where(and(byLine, eq(basketItems.id, line.id)));
      if (decision.transition) {
        flash.push(transitionFlash(line, decision.transition, decision.method));
      }
      line = { ...line, fulfilment: decision.method, storeId: decision.storeId };
    }
    if (!checkInventory || line.isBonus) {
      kept.push(line);
      continue;
    }
    const data = { productId: line.productId, variantId: line.variantId, name: line.name };
    if (unavailability(line)) {
      flash.push({ type: flashTypes.itemNotAvailable, itemId: line.id, data });
      kept.push(line);
      continue;
    }
    const stock = stockForMethod(line, line.fulfilment, storeOf(line.storeId, line.variantId));
    if (stock <= 0) {
      await db.delete(basketItems).where(and(byLine, eq(basketItems.id, line.id)));
      flash.push({ type: flashTypes.fullInventoryMissing, itemId: line.id, data });
      continue;
    }
    if (stock < line.qty) {
      await db
        .update(basketItems)
        .set({ qty: stock })
        .where(and(byLine, eq(basketItems.id, line.id)));
      flash.push({
        type: flashTypes.inventoryMissing,
        itemId: line.id,
        data: { ...data, qty: stock, previousQty: line.qty },
      });
      line = { ...line, qty: stock };
    }
    kept.push(line);
  }
  return { lines: kept, flash };
}

function transitionFlash(line: LineFacts, type: string, to: FulfilmentCode): StoredFlash {
  return {
    type,
    itemId: line.id,
    data: { productId: line.productId, name: line.name, from: line.fulfilment, to },
  };
}
