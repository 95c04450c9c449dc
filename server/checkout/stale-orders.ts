import { and, asc, eq, lt, notExists } from 'drizzle-orm';
import { orders, payments } from '../db/schema';
import { failChallenge, type OutcomeContext } from './payment-outcome';

/** A challenge nobody answered within this time gives its stock back (Adyen's own limit). */
export const PENDING_PAYMENT_TTL_MS = 30 * 60 * 1000;
const SWEEP_BATCH = 20;

/**
 * Orders left waiting for the shopper (3-D Secure, a redirect, PayPal; the tab was closed)
 * would hold stock forever: each placement first cancels a few of the oldest ones, as a failed
 * challenge would. An order whose payment an Adyen notification already reported authorised
 * is left alone: the notification finishes it (Adyen sends it again until it is accepted).
 */
export async function releaseStalePayments(ctx: OutcomeContext): Promise<void> {
  const authorised = ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.orderNumber, orders.orderNumber), eq(payments.resultCode, 'Authorised')),
    );
  const stale = await ctx.db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PaymentPending'),
        lt(orders.updatedAt, new Date(ctx.now.getTime() - PENDING_PAYMENT_TTL_MS)),
        notExists(authorised),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(SWEEP_BATCH);
  for (const { orderNumber } of stale) {
    await failChallenge(ctx, orderNumber, { refusalReason: 'Challenge not answered in time' });
  }
}
