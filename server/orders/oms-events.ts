import { and, eq } from 'drizzle-orm';
import type { OmsEvent } from '@/lib/contracts/orders';
import type { Database } from '../db/client';
import { orderReturns, type OrderRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { takeBackReturnedPoints } from '../loyalty/order-points';
import { wasPlaced } from './after-sales-rules';
import type { OrderChangeContext } from './order-change';
import { lockOrder, moveOrder } from './order-lifecycle';
import { sendOrderUpdate, type OrderUpdate } from './order-mail';
import { refundOrder, type RefundRow } from './order-refunds';
import { sendProviderRefunds } from './provider-refunds';

type ReturnStatus = (typeof orderReturns.$inferSelect)['status'];

/** The return the event names, of this order and in the status the event moves it on from. */
async function requireReturn(tx: Database, order: OrderRow, returnId: string, from: ReturnStatus) {
  const [found] = await tx
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderNumber, order.orderNumber)))
    .for('update');
  if (!found) throw new ApiError('RTN404');
  if (found.status !== from) {
    throw new ApiError('ORD411', `Return ${returnId} is ${found.status}, not ${from}.`);
  }
  return found;
}

async function setReturnStatus(tx: Database, returnId: string, status: ReturnStatus, now: Date) {
  await tx
    .update(orderReturns)
    .set({ status, updatedAt: now })
    .where(eq(orderReturns.id, returnId));
}

/** One event under the order's lock: the order moved, and the mail the shopper gets for it. */
async function applyLocked(
  tx: Database,
  ctx: OrderChangeContext,
  order: OrderRow,
  event: OmsEvent,
): Promise<{ order: OrderRow; update: OrderUpdate | null; refunds?: RefundRow[] }> {
  const { now } = ctx;
  const source = 'oms';
  switch (event.type) {
    case 'processing':
      return { order: await moveOrder(tx, order, { to: 'Processing', source, now }), update: null };
    case 'shipped': {
      const tracking = {
        carrier: event.carrier,
        trackingNumber: event.trackingNumber,
        trackingUrl: event.trackingUrl ?? null,
      };
      const detail = {
        carrier: event.carrier,
        trackingNumber: event.trackingNumber,
        ...(event.trackingUrl ? { trackingUrl: event.trackingUrl } : {}),
      };
      return {
        order: await moveOrder(tx, order, { to: 'Shipped', source, now, detail }),
        update: { kind: 'order-shipped', tracking },
      };
    }
    case 'delivered':
      return {
        order: await moveOrder(tx, order, { to: 'Delivered', source, now }),
        update: { kind: 'order-delivered' },
      };
    case 'returned': {
      await requireReturn(tx, order, event.returnId, 'LabelIssued');
      const moved = await moveOrder(tx, order, {
        to: 'Returned',
        source,
        now,
        detail: { returnId: event.returnId },
      });
      await setReturnStatus(tx, event.returnId, 'Received', now);
      return { order: moved, update: null };
    }
    case 'refunded': {
      const received = await requireReturn(tx, order, event.returnId, 'Received');
      const refunds = await refundOrder(tx, ctx, order, {
        reason: `return:${received.id}`,
        amountMinor: received.amountMinor,
      });
      const refundMinor = refunds.reduce((sum, row) => sum + row.amountMinor, 0);
      await takeBackReturnedPoints(tx, order, {
        returnId: received.id,
        refundMinor: received.amountMinor,
        now,
      });
      const moved = await moveOrder(tx, order, {
        to: 'Refunded',
        source,
        now,
        detail: { returnId: received.id, refundMinor },
      });
      await setReturnStatus(tx, received.id, 'Refunded', now);
      return { order: moved, update: { kind: 'refund-issued', refundMinor }, refunds };
    }
  }
}

/**
 * POST /oms/v1/orders/{orderNumber}/events: what the order-management system reports moves the
 * placed order on, in one transaction under its row lock (ORD411 for a move its status does not
 * allow, such as shipping a cancelled order). The shopper's mail goes after the commit.
 */
export async function applyOmsEvent(
  ctx: OrderChangeContext,
  orderNumber: string,
  event: OmsEvent,
): Promise<OrderRow> {
  const result = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    if (!order || !wasPlaced(order)) throw new ApiError('ORD409');
    return applyLocked(tx, ctx, order, event);
  });
  await sendProviderRefunds(ctx, result.refunds ?? []);
  if (result.update) {
    await sendOrderUpdate(ctx.mail, ctx.db, ctx.log, result.order, result.update);
  }
  return result.order;
}
