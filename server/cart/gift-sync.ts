import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { basketItems, type BasketRow } from '../db/schema';
import type { LineFacts } from './line-facts';
import { loadVariantFacts } from './line-store';

/**
 * Makes the basket hold exactly one free unit of every gift it has earned, and none it no
 * longer qualifies for. A gift out of stock is simply not added. In a sale handed over at the
 * till the gifts leave with the goods, from the same store. Returns whether lines changed.
 */
export async function syncGiftLines(
  db: Database,
  basket: BasketRow,
  lines: LineFacts[],
  earned: { variantId: string; promotionId: string }[],
  now: Date,
): Promise<boolean> {
  const wanted = new Map(earned.map((gift) => [gift.variantId, gift.promotionId]));
  const handOverStore = basket.handOverInStore
    ? (lines.find((line) => !line.isBonus && line.fulfilment === 'pickup')?.storeId ?? null)
    : null;
  const delivery = handOverStore
    ? { shippingMethod: 'pickup' as const, storeId: handOverStore }
    : null;
  const kept = new Set<string>();
  const toDelete: string[] = [];
  let changed = false;
  for (const line of lines.filter((candidate) => candidate.isBonus)) {
    if (!wanted.has(line.variantId) || kept.has(line.variantId)) {
      toDelete.push(line.id);
      continue;
    }
    kept.add(line.variantId);
    if (line.qty !== 1) {
      await db.update(basketItems).set({ qty: 1 }).where(eq(basketItems.id, line.id));
      changed = true;
    }
    if (delivery && (line.fulfilment !== 'pickup' || line.storeId !== delivery.storeId)) {
      await db.update(basketItems).set(delivery).where(eq(basketItems.id, line.id));
      changed = true;
    }
  }
  if (toDelete.length > 0) {
    await db
      .delete(basketItems)
      .where(and(eq(basketItems.basketId, basket.id), inArray(basketItems.id, toDelete)));
    changed = true;
  }
  for (const [variantId, promotionId] of wanted) {
    if (kept.has(variantId)) continue;
    const gift = await loadVariantFacts(db, { productId: variantId }, basket, now);
    if (!gift?.isSellable || gift.onlineStock <= 0) continue;
    await db.insert(basketItems).values({
      basketId: basket.id,
      variantId,
      qty: 1,
      isBonus: true,
      promotionId,
      createdAt: now,
      ...delivery,
    });
    changed = true;
  }
  return changed;
}
