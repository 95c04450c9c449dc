import { eq } from 'drizzle-orm';
import type { ReturnLabelRequest } from '@/lib/contracts/orders';
import type { Database } from '../db/client';
import { orderReturns, orders, type OrderRow, type ReturnLine } from '../db/schema';
import { ApiError } from '../http/api-error';
import {
  canReturn,
  deliveredAt,
  loadAfterSalesFacts,
  RETURN_WINDOW_DAYS,
  returnableQuantities,
  returnedQuantities,
  returnWindowEnd,
  type AfterSalesFacts,
} from './after-sales-rules';
import { readableId } from './readable-id';

export type OrderReturnRow = typeof orderReturns.$inferSelect;

/** RTN500, the spec's one return refusal, saying why. */
function refuse(why: string): never {
  throw new ApiError('RTN500', why);
}

function requireOpenReturns(facts: AfterSalesFacts, now: Date): void {
  if (canReturn(facts, now)) return;
  const end = returnWindowEnd(facts);
  if (!deliveredAt(facts)) refuse('A return can be started once the order is delivered.');
  if (end && now > end) {
    refuse(
      `Returns are open for ${RETURN_WINDOW_DAYS} days after delivery; this order's window closed on ${end.toISOString().slice(0, 10)}.`,
    );
  }
  refuse('Nothing on this order can be returned any more.');
}

/** The request's quantities per line, checked against what each line still has to return. */
function checkedLines(facts: AfterSalesFacts, request: ReturnLabelRequest): ReturnLine[] {
  const left = returnableQuantities(facts);
  const asked = new Map<string, number>();
  for (const line of request.items) {
    asked.set(line.itemId, (asked.get(line.itemId) ?? 0) + line.qty);
  }
  for (const [itemId, qty] of asked) {
    const returnable = left[itemId];
    if (returnable === undefined) refuse(`Item ${itemId} is not a returnable line of this order.`);
    if (qty > returnable) {
      refuse(`Only ${returnable} of item ${itemId} can still be returned; ${qty} were asked for.`);
    }
  }
  return request.items.map(({ itemId, qty, reason }) => ({ itemId, qty, reason }));
}

/**
 * What the lines cost the shopper after discounts, from each line's row total in proportion to
 * the units returned. Counted from the units already returned, so a line returned in several
 * goes never refunds more than its row total (and its part of tax added on top).
 */
function returnAmountMinor(facts: AfterSalesFacts, lines: ReturnLine[]): number {
  const returned = returnedQuantities(facts.returns);
  // Where tax was added on top of prices (US, Canada), the lines' part of it goes back too: in
  // proportion to what they cost among all the order's lines. Shipping stays paid.
  const { totals } = facts.order;
  const linesTotal = facts.items.reduce((sum, item) => sum + item.rowTotalMinor, 0);
  const addedTax = totals.taxIncluded === 1 || linesTotal === 0 ? 0 : (totals.tax ?? 0);
  let amount = 0;
  for (const line of lines) {
    const item = facts.items.find((candidate) => candidate.id === line.itemId)!;
    const before = returned.get(line.itemId) ?? 0;
    const share = (units: number) => {
      const price = (item.rowTotalMinor * units) / item.qty;
      return Math.round(price + (addedTax * price) / linesTotal);
    };
    amount += share(before + line.qty) - share(before);
    returned.set(line.itemId, before + line.qty);
  }
  return amount;
}

/**
 * Records a return of the chosen lines (status LabelIssued), or refuses with RTN500. The order
 * row is locked meanwhile, so two returns sent at once cannot both take the last units.
 */
export async function startReturn(
  db: Database,
  order: OrderRow,
  request: ReturnLabelRequest,
  now: Date,
): Promise<{ started: OrderReturnRow; facts: AfterSalesFacts }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, order.orderNumber))
      .for('update');
    const facts = await loadAfterSalesFacts(tx, locked ?? order);
    requireOpenReturns(facts, now);
    const lines = checkedLines(facts, request);
    const [started] = await tx
      .insert(orderReturns)
      .values({
        id: readableId('R'),
        orderNumber: order.orderNumber,
        items: lines,
        amountMinor: returnAmountMinor(facts, lines),
        status: 'LabelIssued',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { started: started!, facts };
  });
}
