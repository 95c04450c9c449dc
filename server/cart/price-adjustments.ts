import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { priceAdjustmentRequestSchema } from '@/lib/contracts/cart';
import { toMinor } from '@/lib/format/money';
import type { AgentSubject, ShopperSubject } from '../auth/subject';
import type { Database } from '../db/client';
import { type BasketRow, baskets, type StoredPriceAdjustment, storeEmployees } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { AdjustmentLimits } from './cart-dependencies';
import { requireShopperLine } from './items';
import { priceBasket } from './price-basket';
import { adjustmentBudget } from './totals';

export type AdjustmentInput = z.infer<typeof priceAdjustmentRequestSchema>;

/** The associate adjusting a price, with the limits that apply to them. */
export interface AdjustingAssociate extends AdjustmentLimits {
  storeId: string;
  employeeId: string;
}

/** Who and when, for pricing the basket around the change. */
export interface AdjustmentCall {
  associate: AdjustingAssociate;
  subject: ShopperSubject;
  now: Date;
}

/** The signed-in associate's own limits, else the settings'; AUT404 once they are gone. */
export async function loadAdjustingAssociate(
  db: Database,
  agent: AgentSubject,
  defaults: AdjustmentLimits,
): Promise<AdjustingAssociate> {
  const [employee] = await db
    .select({
      maxPercent: storeEmployees.adjustmentMaxPercent,
      maxAmount: storeEmployees.adjustmentMaxAmount,
    })
    .from(storeEmployees)
    .where(and(eq(storeEmployees.id, agent.id), eq(storeEmployees.storeId, agent.storeId)))
    .limit(1);
  if (!employee) throw new ApiError('AUT404', 'Only store associates can adjust prices.');
  return {
    storeId: agent.storeId,
    employeeId: agent.id,
    maxPercent: employee.maxPercent ?? defaults.maxPercent,
    maxAmount: employee.maxAmount ?? defaults.maxAmount,
  };
}

/** Which limit refused it (data.limit), with the limit itself, for the till to word. */
type Refusal =
  | { limit: 'amount'; maxAmount: number; currency: string }
  | { limit: 'item' }
  | { limit: 'giftCard' }
  | { limit: 'percent'; maxPercent: number };

const refuse = (message: string, data: Refusal) =>
  new ApiError('PRC400', message, { field: 'body.amount', data });

/**
 * Refuses (PRC400) a set of adjustments the associate may not leave on the basket: more in all
 * than their amount, more than an item costs after promotions (gift cards not at all), or more
 * than the smallest percent among the adjustments' associates of what the basket costs.
 */
async function requireWithinLimits(
  db: Database,
  basket: BasketRow,
  adjustments: StoredPriceAdjustment[],
  changed: StoredPriceAdjustment,
  { associate, subject, now }: AdjustmentCall,
) {
  const priced = await priceBasket(db, basket.id, { now, subject, checkInventory: false });
  const sum = (list: StoredPriceAdjustment[]) =>
    list.reduce((total, adjustment) => total + adjustment.amountMinor, 0);
  const total = sum(adjustments);
  if (total > toMinor(associate.maxAmount)) {
    throw refuse(
      `Price adjustments on one cart may take off at most ${associate.maxAmount} ${priced.currency}.`,
      { limit: 'amount', maxAmount: associate.maxAmount, currency: priced.currency },
    );
  }
  if (changed.itemId) {
    const line = priced.lines.find((candidate) => candidate.facts.id === changed.itemId);
    if (line?.facts.kind === 'giftcard')
      throw refuse('Gift card prices cannot be adjusted.', { limit: 'giftCard' });
    const onLine = adjustments.filter((adjustment) => adjustment.itemId === changed.itemId);
    if (!line || sum(onLine) > line.adjustableMinor) {
      throw refuse('A price adjustment cannot take off more than the item costs.', {
        limit: 'item',
      });
    }
  }
  const base = priced.lines.reduce((all, line) => all + line.adjustableMinor, 0);
  if (total > adjustmentBudget(base, adjustments)) {
    const percent = Math.min(...adjustments.map((adjustment) => adjustment.maxPercent));
    throw refuse(`Price adjustments may take off at most ${percent}% of this cart.`, {
      limit: 'percent',
      maxPercent: percent,
    });
  }
}

async function save(db: Database, basket: BasketRow, adjustments: StoredPriceAdjustment[]) {
  await db.update(baskets).set({ priceAdjustments: adjustments }).where(eq(baskets.id, basket.id));
}

async function toStored(
  db: Database,
  basket: BasketRow,
  id: string,
  input: AdjustmentInput,
  { associate, now }: AdjustmentCall,
): Promise<StoredPriceAdjustment> {
  if (input.itemId) await requireShopperLine(db, basket, input.itemId);
  return {
    id,
    itemId: input.itemId,
    amountMinor: toMinor(input.amount),
    reason: input.reason,
    storeId: associate.storeId,
    employeeId: associate.employeeId,
    adjustedAt: now.toISOString(),
    maxPercent: associate.maxPercent,
  };
}

/**
 * A bag's adjustments belong to the store whose till made them: an associate of another store
 * (a session moved, or a borrowed shopper cookie) neither adds to them nor changes them.
 */
function requireSessionStore(basket: BasketRow, associate: AdjustingAssociate) {
  if (basket.priceAdjustments.some((adjustment) => adjustment.storeId !== associate.storeId)) {
    throw new ApiError('AUT404', 'This bag is in another store’s buy-in-store session.');
  }
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

/** An associate's manual discount (buy-in-store price match), within their limits. */
export async function addPriceAdjustment(
  db: Database,
  basket: BasketRow,
  input: AdjustmentInput,
  call: AdjustmentCall,
) {
  requireSessionStore(basket, call.associate);
  const adjustment = await toStored(db, basket, randomUUID(), input, call);
  const adjustments = [...basket.priceAdjustments, adjustment];
  await requireWithinLimits(db, basket, adjustments, adjustment, call);
  await save(db, basket, adjustments);
}

/** Changing an adjustment makes it the changing associate's, under their limits. */
export async function changePriceAdjustment(
  db: Database,
  basket: BasketRow,
  adjustmentId: string,
  input: AdjustmentInput,
  call: AdjustmentCall,
) {
  requireSessionStore(basket, call.associate);
  requireAdjustment(basket, adjustmentId);
  const changed = await toStored(db, basket, adjustmentId, input, call);
  const adjustments = basket.priceAdjustments.map((adjustment) =>
    adjustment.id === adjustmentId ? changed : adjustment,
  );
  await requireWithinLimits(db, basket, adjustments, changed, call);
  await save(db, basket, adjustments);
}

export async function removePriceAdjustment(
  db: Database,
  basket: BasketRow,
  adjustmentId: string,
  associate: AdjustingAssociate,
) {
  requireSessionStore(basket, associate);
  requireAdjustment(basket, adjustmentId);
  await save(
    db,
    basket,
    basket.priceAdjustments.filter((adjustment) => adjustment.id !== adjustmentId),
  );
}
