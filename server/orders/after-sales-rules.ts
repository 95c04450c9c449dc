import { asc, eq } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/contracts/checkout';
import type { OrderActions } from '@/lib/contracts/orders';
import { RETURN_WINDOW_DAYS, WARRANTY_YEARS } from '@/lib/orders/after-sales-windows';
import type { Database } from '../db/client';
import { orderEvents, orderItems, orderReturns, warrantyClaims, type OrderRow } from '../db/schema';

// The windows live in lib/ so the help pages can state them; the rules here apply them.
export { RETURN_WINDOW_DAYS, WARRANTY_YEARS };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses of an order that was delivered (a partial return leaves the rest returnable). */
const afterDelivery: ReadonlySet<string> = new Set(['Delivered', 'Returned', 'Refunded']);

/** What the after-sales rules decide from: the order's events, lines, returns and claims. */
export interface AfterSalesFacts {
  order: OrderRow;
  events: (typeof orderEvents.$inferSelect)[];
  items: (typeof orderItems.$inferSelect)[];
  returns: (typeof orderReturns.$inferSelect)[];
  claims: (typeof warrantyClaims.$inferSelect)[];
}

export async function loadAfterSalesFacts(db: Database, order: OrderRow): Promise<AfterSalesFacts> {
  const [events, items, returns, claims] = await Promise.all([
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderNumber, order.orderNumber))
      .orderBy(asc(orderEvents.occurredAt)),
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderNumber, order.orderNumber))
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderReturns)
      .where(eq(orderReturns.orderNumber, order.orderNumber))
      .orderBy(asc(orderReturns.createdAt)),
    db
      .select()
      .from(warrantyClaims)
      .where(eq(warrantyClaims.orderNumber, order.orderNumber))
      .orderBy(asc(warrantyClaims.createdAt)),
  ]);
  return { order, events, items, returns, claims };
}

/** When the order was delivered: its first Delivered event; null before. */
export function deliveredAt(facts: Pick<AfterSalesFacts, 'events'>): Date | null {
  return facts.events.find((event) => event.status === 'Delivered')?.occurredAt ?? null;
}

export function returnWindowEnd(facts: Pick<AfterSalesFacts, 'events'>): Date | null {
  const delivered = deliveredAt(facts);
  return delivered ? new Date(delivered.getTime() + RETURN_WINDOW_DAYS * DAY_MS) : null;
}

/** Cancelling is open until the order ships. */
export function canCancel(status: OrderStatus | string): boolean {
  return status === 'Created' || status === 'Processing';
}

/** Per order line: the units earlier returns took. */
export function returnedQuantities(returns: AfterSalesFacts['returns']): Map<string, number> {
  const returned = new Map<string, number>();
  for (const started of returns) {
    for (const line of started.items) {
      returned.set(line.itemId, (returned.get(line.itemId) ?? 0) + line.qty);
    }
  }
  return returned;
}

/** Per physical order line: ordered minus what earlier returns took. Digital lines are not returned. */
export function returnableQuantities(
  facts: Pick<AfterSalesFacts, 'items' | 'returns'>,
): Record<string, number> {
  const returned = returnedQuantities(facts.returns);
  const quantities: Record<string, number> = {};
  for (const item of facts.items) {
    if (item.shippingMethod === 'digital') continue;
    quantities[item.id] = Math.max(0, item.qty - (returned.get(item.id) ?? 0));
  }
  return quantities;
}

export function canReturn(facts: AfterSalesFacts, now: Date): boolean {
  const end = returnWindowEnd(facts);
  if (!afterDelivery.has(facts.order.status) || !end || now > end) return false;
  return Object.values(returnableQuantities(facts)).some((qty) => qty > 0);
}

export function canClaimWarranty(facts: AfterSalesFacts, now: Date): boolean {
  const delivered = deliveredAt(facts);
  if (!afterDelivery.has(facts.order.status) || !delivered) return false;
  const end = new Date(delivered);
  end.setFullYear(end.getFullYear() + WARRANTY_YEARS);
  return now <= end && facts.items.some((item) => item.shippingMethod !== 'digital');
}

/** An order that was placed (not a payment attempt that failed or is still pending). */
export function wasPlaced(order: OrderRow): boolean {
  return order.placedAt !== null;
}

export function hasDigitalGiftCards(facts: Pick<AfterSalesFacts, 'items'>): boolean {
  return facts.items.some((item) => item.shippingMethod === 'digital' && item.giftOption !== null);
}

/** The after-sales actions open on the order at `now`. */
export function openActions(facts: AfterSalesFacts, now: Date): OrderActions {
  const placed = wasPlaced(facts.order);
  return {
    cancel: placed && canCancel(facts.order.status),
    return: placed && canReturn(facts, now),
    invoice: placed,
    resendGiftCardEmail: placed && facts.order.status !== 'Cancelled' && hasDigitalGiftCards(facts),
    warranty: placed && canClaimWarranty(facts, now),
  };
}
