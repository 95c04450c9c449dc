import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consumers, loyaltyPointEvents, type LoyaltyPointReason } from '../db/schema';

export interface PointChange {
  consumerId: string;
  /** Signed: positive adds, negative takes. */
  points: number;
  reason: LoyaltyPointReason;
  orderNumber?: string;
  reference?: string;
  now: Date;
}

/**
 * Writes one change to a member's points: its history row and the running balance, in the
 * caller's transaction, with the consumer's row locked. The history's unique key (consumer,
 * reason, order, reference) makes a replay change nothing. A take-back never goes below zero:
 * points already spent on a voucher stay spent, and the row records what was really taken.
 * `mustCover` instead refuses (answers null) when the balance is short, for a redemption.
 * Answers the points really changed, or null when nothing changed.
 */
export async function changePoints(
  tx: Database,
  change: PointChange,
  { mustCover = false }: { mustCover?: boolean } = {},
): Promise<number | null> {
  const [holder] = await tx
    .select({ balance: consumers.loyaltyPoints })
    .from(consumers)
    .where(eq(consumers.id, change.consumerId))
    .for('update');
  if (!holder) return null;
  if (mustCover && holder.balance + change.points < 0) return null;
  const points = Math.max(change.points, -holder.balance);
  if (points === 0) return null;
  const [written] = await tx
    .insert(loyaltyPointEvents)
    .values({
      consumerId: change.consumerId,
      points,
      reason: change.reason,
      orderNumber: change.orderNumber ?? '',
      reference: change.reference ?? '',
      createdAt: change.now,
    })
    .onConflictDoNothing()
    .returning({ id: loyaltyPointEvents.id });
  if (!written) return null;
  await tx
    .update(consumers)
    .set({ loyaltyPoints: sql`${consumers.loyaltyPoints} + ${points}` })
    .where(eq(consumers.id, change.consumerId));
  return points;
}

/** The points an order earned that are still held: earned less what cancellation and returns took. */
export async function heldOrderPoints(
  tx: Database,
  consumerId: string,
  orderNumber: string,
): Promise<number> {
  const [row] = await tx
    .select({
      points: sql<string>`coalesce(sum(${loyaltyPointEvents.points}), 0)`.mapWith(Number),
    })
    .from(loyaltyPointEvents)
    .where(
      and(
        eq(loyaltyPointEvents.consumerId, consumerId),
        eq(loyaltyPointEvents.orderNumber, orderNumber),
        inArray(loyaltyPointEvents.reason, ['order', 'cancellation', 'return']),
      ),
    );
  return row?.points ?? 0;
}
