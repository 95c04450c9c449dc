import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/contracts/checkout';
import type { Database } from '../db/client';
import {
  orderEvents,
  orders,
  type OrderEventDetail,
  type OrderEventSource,
  type OrderRow,
} from '../db/schema';
import { ApiError } from '../http/api-error';

/**
 * The moves an order may make (docs/after-sales.md, "Order service"). A return reaching the
 * warehouse after an earlier one was refunded moves a Refunded order back to Returned: a partial
 * return leaves the rest of the order returnable.
 */
const nextStatuses: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PaymentPending: ['Created', 'Cancelled'],
  Created: ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: ['Returned'],
  Returned: ['Returned', 'Refunded'],
  Refunded: ['Returned', 'Refunded'],
  Cancelled: [],
};

export function canMove(from: string, to: OrderStatus): boolean {
  return (nextStatuses[from as OrderStatus] ?? []).includes(to);
}

export interface OrderMove {
  to: OrderStatus;
  source: OrderEventSource;
  now: Date;
  detail?: OrderEventDetail;
}

/** The order under its row lock, so concurrent movers wait and then see the status it moved to. */
export async function lockOrder(tx: Database, orderNumber: string): Promise<OrderRow | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .for('update');
  return order ?? null;
}

/** One line of the order's timeline. */
export async function recordOrderEvent(
  tx: Database,
  orderNumber: string,
  { to, source, now, detail = {} }: OrderMove,
): Promise<void> {
  await tx.insert(orderEvents).values({ orderNumber, status: to, source, detail, occurredAt: now });
}

/**
 * Moves an order the caller holds locked (lockOrder, same transaction) to its next status and
 * records the event; ORD411 for a move its status does not allow.
 */
export async function moveOrder(tx: Database, order: OrderRow, move: OrderMove): Promise<OrderRow> {
  if (!canMove(order.status, move.to)) {
    throw new ApiError(
      'ORD411',
      `Order ${order.orderNumber} cannot go from ${order.status} to ${move.to}.`,
    );
  }
  const [moved] = await tx
    .update(orders)
    .set({ status: move.to, updatedAt: move.now })
    .where(eq(orders.orderNumber, order.orderNumber))
    .returning();
  await recordOrderEvent(tx, order.orderNumber, move);
  return moved!;
}
