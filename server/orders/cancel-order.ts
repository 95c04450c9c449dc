import type { CancelOrderRequest } from '@/lib/contracts/orders';
import { readPlacementRecord } from '../checkout/placement-record';
import type { OrderEventSource, OrderRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { takeBackCancelledOrderPoints } from '../loyalty/order-points';
import { canCancel } from './after-sales-rules';
import type { OrderChangeContext } from './order-change';
import { lockOrder, moveOrder } from './order-lifecycle';
import { sendOrderUpdate } from './order-mail';
import { refundOrder } from './order-refunds';
import { sendProviderRefunds } from './provider-refunds';
import { restockOrder } from './restock';

/**
 * POST CancelOrder: under the order's row lock, while it has not shipped, the order is
 * Cancelled, its units and codes go back and every instrument is refunded what it paid (the
 * provider asked once the change committed). A second cancellation waits for the first and is
 * refused (ORD410); it never refunds again.
 */
export async function cancelOrder(
  ctx: OrderChangeContext,
  order: OrderRow,
  {
    source,
    reason,
  }: { source: OrderEventSource; reason: NonNullable<CancelOrderRequest['reason']> },
): Promise<OrderRow> {
  const { cancelled, refunds } = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.orderNumber);
    if (!locked || !canCancel(locked.status)) throw new ApiError('ORD410');
    const moved = await moveOrder(tx, locked, {
      to: 'Cancelled',
      source,
      now: ctx.now,
      detail: { note: reason },
    });
    await restockOrder(tx, readPlacementRecord(locked.payment), locked.orderNumber);
    const written = await refundOrder(tx, ctx, locked, { reason: 'cancel', amountMinor: null });
    await takeBackCancelledOrderPoints(tx, locked, ctx.now);
    return { cancelled: moved, refunds: written };
  });
  await sendProviderRefunds(ctx, refunds);
  await sendOrderUpdate(ctx.mail, ctx.db, ctx.log, cancelled, {
    kind: 'order-cancelled',
    refundMinor: refunds.reduce((sum, row) => sum + row.amountMinor, 0),
  });
  return cancelled;
}
