import { and, asc, eq, lt } from 'drizzle-orm';
import { orders } from '../db/schema';
import { failChallenge, type OutcomeContext } from './payment-outcome';

/** A challenge nobody answered within this time gives its stock back (Adyen's own limit). */
export const PENDING_PAYMENT_TTL_MS = 30 * 60 * 1000;
const SWEEP_BATCH = 20;

/**
 * Orders left waiting for a 3-D Secure answer (the tab was closed) would hold stock forever:
 * each placement first cancels a few of the oldest ones, as a failed challenge would.
 */
export async function releaseStalePayments(ctx: OutcomeContext): Promise<void> {
  const stale = await ctx.db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PaymentPending'),
        lt(orders.updatedAt, new Date(ctx.now.getTime() - PENDING_PAYMENT_TTL_MS)),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(SWEEP_BATCH);
  for (const { orderNumber } of stale) {
    await failChallenge(ctx, orderNumber, { refusalReason: 'Challenge not answered in time' });
  }
}
