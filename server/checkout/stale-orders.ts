import { and, asc, eq, inArray, isNotNull, isNull, lt, notExists } from 'drizzle-orm';
import { orders, payments, type OrderRow, type PaymentRow } from '../db/schema';
import type { Logger } from '../http/logger';
import type { AuthorisedOutcome, RecalledPayment } from '../payments/provider';
import {
  failChallenge,
  finalizeOrder,
  paymentAttemptOf,
  type OutcomeContext,
} from './payment-outcome';

/**
 * Work a placement left unfinished this long is finished by the recovery sweep: a challenge
 * nobody answered (Adyen's own limit), a payment whose answer a crash lost, a confirmation
 * mail that never went.
 */
export const PENDING_PAYMENT_TTL_MS = 30 * 60 * 1000;
const SWEEP_BATCH = 20;

/**
 * A payment whose answer is lost and that only Adyen's AUTHORISATION notification can decide:
 * the sweep leaves it alone from then on.
 */
const AWAITING_NOTIFICATION = 'AwaitingNotification';

export interface RecoveryContext extends OutcomeContext {
  log: Logger;
  /** Sends the order's confirmation mail (and records that it went). */
  confirm: (order: OrderRow) => Promise<void>;
}

/**
 * What the provider did with the order's payment. A PATCH may have sent the shopper's answer
 * to a challenge (its own idempotency key); otherwise the placement's request decides.
 */
async function recallPayment(ctx: RecoveryContext, payment: PaymentRow): Promise<RecalledPayment> {
  if (payment.action) {
    const details = await ctx.provider.recall(`${payment.idempotencyKey}:details`);
    if (details !== 'not-received') return details;
  }
  return ctx.provider.recall(payment.idempotencyKey);
}

/** The payment is authorised (or nothing was left to pay): placed, stock committed, mailed. */
async function finish(
  ctx: RecoveryContext,
  orderNumber: string,
  outcome: AuthorisedOutcome | null,
) {
  const done = await finalizeOrder(ctx, orderNumber, outcome);
  if (done.changed) await ctx.confirm(done.order);
}

/**
 * One PaymentPending order nobody finished in time. The rules: a payment the provider
 * authorised ends as a placed order with its mail; one it refused, never received or left
 * waiting for the shopper gives everything back; one whose fate the provider cannot tell
 * (Adyen, the answer lost in flight) is never cancelled on a guess but waits for Adyen's
 * notification, and an operator is told.
 */
async function recoverPendingOrder(ctx: RecoveryContext, order: OrderRow): Promise<void> {
  const payment = await paymentAttemptOf(ctx.db, order);
  // Gift cards, rewards and points covered it all: taken at the hold, nothing to authorise.
  if (!payment) return finish(ctx, order.orderNumber, null);
  const recalled = await recallPayment(ctx, payment);
  if (recalled === 'unknown' && !payment.action) {
    await ctx.db
      .update(payments)
      .set({ resultCode: AWAITING_NOTIFICATION, updatedAt: ctx.now })
      .where(eq(payments.id, payment.id));
    ctx.log.error(
      { orderNumber: order.orderNumber, idempotencyKey: payment.idempotencyKey },
      "payment answer lost: the order keeps its stock until Adyen's AUTHORISATION notification " +
        'decides it; look the order number up in the Customer Area if none comes',
    );
    return;
  }
  if (typeof recalled === 'object' && recalled.resultCode === 'Authorised') {
    return finish(ctx, order.orderNumber, recalled);
  }
  await failChallenge(ctx, order.orderNumber, {
    refusalReason:
      recalled === 'not-received' ? 'Not received by the payment service' : 'Not completed in time',
  });
}

/**
 * Claims the oldest few PaymentPending orders untouched for PENDING_PAYMENT_TTL_MS, leaving out
 * those whose payment an Adyen notification reported authorised or that wait for one (Adyen
 * sends it until it is accepted). One UPDATE moves their updatedAt to now over rows locked with
 * SKIP LOCKED, so a sweep in another process takes other orders and never decides these twice;
 * an order whose decision fails is claimed again a period later.
 */
async function claimStalePayments(ctx: RecoveryContext): Promise<OrderRow[]> {
  const cutoff = new Date(ctx.now.getTime() - PENDING_PAYMENT_TTL_MS);
  const decidedElsewhere = ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderNumber, orders.orderNumber),
        inArray(payments.resultCode, ['Authorised', AWAITING_NOTIFICATION]),
      ),
    );
  const stale = and(
    eq(orders.status, 'PaymentPending'),
    lt(orders.updatedAt, cutoff),
    notExists(decidedElsewhere),
  );
  const due = ctx.db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(stale)
    .orderBy(asc(orders.updatedAt))
    .limit(SWEEP_BATCH)
    .for('update', { of: orders, skipLocked: true });
  return ctx.db
    .update(orders)
    .set({ updatedAt: ctx.now })
    .where(and(inArray(orders.orderNumber, due), stale))
    .returning();
}

/**
 * PaymentPending orders nobody finished in time (the process died, the shopper left a
 * challenge) would hold stock forever: the background sweep decides them by asking the
 * provider. Each is decided under its row lock, so a shopper's late answer and the sweep
 * never both finish one.
 */
export async function recoverStalePayments(ctx: RecoveryContext): Promise<void> {
  for (const order of await claimStalePayments(ctx)) await recoverPendingOrder(ctx, order);
}

/**
 * Placed orders whose confirmation never went (the process died before it, the mail server
 * failed) are mailed, the oldest few at a time, in the background only: a mail server that is
 * down must not slow shoppers' placements. Placed, whatever the status: the order may have
 * moved on (Processing, Shipped) before the sweep came; an attempt whose payment failed was
 * never placed and gets none. A mail is claimed by moving the order's updatedAt first, so two
 * sweeps never send it both, and a failed one is tried again a period later.
 */
export async function sendMissingConfirmations(ctx: RecoveryContext): Promise<void> {
  const cutoff = new Date(ctx.now.getTime() - PENDING_PAYMENT_TTL_MS);
  const unconfirmed = and(
    isNotNull(orders.placedAt),
    isNull(orders.confirmationSentAt),
    lt(orders.updatedAt, cutoff),
  );
  const due = await ctx.db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(unconfirmed)
    .orderBy(asc(orders.updatedAt))
    .limit(SWEEP_BATCH);
  for (const { orderNumber } of due) {
    const [claimed] = await ctx.db
      .update(orders)
      .set({ updatedAt: ctx.now })
      .where(and(eq(orders.orderNumber, orderNumber), unconfirmed))
      .returning();
    if (claimed) await ctx.confirm(claimed);
  }
}

/** The background recovery: stale payments decided, lost confirmations sent. */
export async function recoverStaleOrders(ctx: RecoveryContext): Promise<void> {
  await recoverStalePayments(ctx);
  await sendMissingConfirmations(ctx);
}
