import { and, eq } from 'drizzle-orm';
import { getEnv } from '../config/env';
import type { Database } from '../db/client';
import { consumers, loyaltyPointEvents, type OrderRow } from '../db/schema';
import { changePoints, heldOrderPoints } from './points-ledger';

/** What the shopper paid for the order in money (minor units): its total less rewards and points. */
function paidMoneyMinor(order: OrderRow): number {
  return Math.max(0, (order.totals.total ?? 0) - (order.totals.appliedRewards ?? 0));
}

/**
 * A member earns LOYALTY_POINTS_PER_UNIT points per whole unit paid, once the order is placed
 * (inside the transaction that places it). Joining later earns nothing for earlier orders.
 */
export async function earnOrderPoints(tx: Database, order: OrderRow, now: Date): Promise<void> {
  if (!order.consumerId) return;
  const [member] = await tx
    .select({ isLoyaltyMember: consumers.isLoyaltyMember })
    .from(consumers)
    .where(eq(consumers.id, order.consumerId));
  if (!member?.isLoyaltyMember) return;
  const points = Math.floor((paidMoneyMinor(order) * getEnv().LOYALTY_POINTS_PER_UNIT) / 100);
  if (points <= 0) return;
  await changePoints(tx, {
    consumerId: order.consumerId,
    points,
    reason: 'order',
    orderNumber: order.orderNumber,
    now,
  });
}

async function earnedFor(tx: Database, consumerId: string, orderNumber: string): Promise<number> {
  const [earned] = await tx
    .select({ points: loyaltyPointEvents.points })
    .from(loyaltyPointEvents)
    .where(
      and(
        eq(loyaltyPointEvents.consumerId, consumerId),
        eq(loyaltyPointEvents.orderNumber, orderNumber),
        eq(loyaltyPointEvents.reason, 'order'),
      ),
    );
  return earned?.points ?? 0;
}

/** A cancelled order gives back every point it earned that is still held. */
export async function takeBackCancelledOrderPoints(
  tx: Database,
  order: OrderRow,
  now: Date,
): Promise<void> {
  if (!order.consumerId) return;
  const held = await heldOrderPoints(tx, order.consumerId, order.orderNumber);
  if (held <= 0) return;
  await changePoints(tx, {
    consumerId: order.consumerId,
    points: -held,
    reason: 'cancellation',
    orderNumber: order.orderNumber,
    now,
  });
}

/**
 * A refunded return takes back the points its share of the order earned: the refund over what
 * the order was paid in money, never more than the order still holds.
 */
export async function takeBackReturnedPoints(
  tx: Database,
  order: OrderRow,
  { returnId, refundMinor, now }: { returnId: string; refundMinor: number; now: Date },
): Promise<void> {
  if (!order.consumerId) return;
  const paid = paidMoneyMinor(order);
  if (paid <= 0 || refundMinor <= 0) return;
  const earned = await earnedFor(tx, order.consumerId, order.orderNumber);
  const held = await heldOrderPoints(tx, order.consumerId, order.orderNumber);
  const share = Math.min(held, Math.round((earned * Math.min(refundMinor, paid)) / paid));
  if (share <= 0) return;
  await changePoints(tx, {
    consumerId: order.consumerId,
    points: -share,
    reason: 'return',
    orderNumber: order.orderNumber,
    reference: returnId,
    now,
  });
}
