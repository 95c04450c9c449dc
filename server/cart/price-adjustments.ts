import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { priceAdjustmentRequestSchema } from '@/lib/contracts/cart';
import { toMinor } from '@/lib/format/money';
import type { Database } from '../db/client';
import { baskets, type StoredPriceAdjustment } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { BasketRow } from './basket-store';
import { requireShopperLine } from './items';

export type AdjustmentInput = z.infer<typeof priceAdjustmentRequestSchema>;

async function save(db: Database, basket: BasketRow, adjustments: StoredPriceAdjustment[]) {
  await db.update(baskets).set({ priceAdjustments: adjustments }).where(eq(baskets.id, basket.id));
}

async function toStored(
  db: Database,
  basket: BasketRow,
  id: string,
  input: AdjustmentInput,
): Promise<StoredPriceAdjustment> {
  if (input.itemId) await requireShopperLine(db, basket, input.itemId);
  return { id, itemId: input.itemId, amountMinor: toMinor(input.amount), reason: input.reason };
}

function requireAdjustment(basket: BasketRow, adjustmentId: string): StoredPriceAdjustment {
  const found = basket.priceAdjustments.find((adjustment) => adjustment.id === adjustmentId);
  if (!found) {
    throw new ApiError('ATTR200', 'This cart has no such price adjustment.', {
      field: 'path.adjustmentId',
    });
  }
  return found;
}

/** An associate's manual discount (buy-in-store price match); never takes a line below 0. */
export async function addPriceAdjustment(db: Database, basket: BasketRow, input: AdjustmentInput) {
  const adjustment = await toStored(db, basket, randomUUID(), input);
  await save(db, basket, [...basket.priceAdjustments, adjustment]);
}

export async function changePriceAdjustment(
  db: Database,
  basket: BasketRow,
  adjustmentId: string,
  input: AdjustmentInput,
) {
  requireAdjustment(basket, adjustmentId);
  const changed = await toStored(db, basket, adjustmentId, input);
  await save(
    db,
    basket,
    basket.priceAdjustments.map((adjustment) =>
      adjustment.id === adjustmentId ? changed : adjustment,
    ),
  );
}

export async function removePriceAdjustment(db: Database, basket: BasketRow, adjustmentId: string) {
  requireAdjustment(basket, adjustmentId);
  await save(
    db,
    basket,
    basket.priceAdjustments.filter((adjustment) => adjustment.id !== adjustmentId),
  );
}
