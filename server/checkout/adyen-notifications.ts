import { eq } from 'drizzle-orm';
import { orders, payments, type OrderRow } from '../db/schema';
import type { Logger } from '../http/logger';
import type { ErrorReporter } from '../monitoring/error-reporter';
import { applyRefundNotification, isRefundNotification } from '../orders/refund-confirmations';
import { authorisedOutcome } from '../payments/adyen';
import {
  hasValidSignature,
  notificationItemSchema,
  type AdyenWebhookConfig,
  type NotificationItem,
} from '../payments/adyen-notifications';
import {
  failChallenge,
  finalizeOrder,
  paymentAttemptOf,
  type OutcomeContext,
} from './payment-outcome';

export interface NotificationContext extends OutcomeContext {
  config: AdyenWebhookConfig;
  log: Logger;
  /** Where a refund Adyen failed is reported, for someone to pay the shopper back. */
  reporter: ErrorReporter;
  /** Sends the confirmation email, as the return page's PATCH does. */
  confirm: (order: OrderRow) => Promise<void>;
}

function describe(item: NotificationItem) {
  return {
    eventCode: item.eventCode,
    success: item.success,
    pspReference: item.pspReference,
    merchantReference: item.merchantReference,
  };
}

/** The order the item names and the payment attempt it authorised, if both are ours. */
async function orderAndPayment(ctx: NotificationContext, orderNumber: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) return null;
  const payment = await paymentAttemptOf(ctx.db, order);
  return payment?.provider === 'adyen' ? { order, payment } : null;
}

/**
 * What an AUTHORISATION tells us about a payment the shopper left unfinished (closed the tab
 * on Klarna or PayPal): success finishes the order exactly as the return page would, failure
 * cancels it and gives everything back. Only an order still PaymentPending changes, so a
 * repeated notification, or one after the return page decided, does nothing.
 */
async function applyAuthorisation(ctx: NotificationContext, item: NotificationItem) {
  const found = await orderAndPayment(ctx, item.merchantReference);
  if (!found) {
    ctx.log.info(describe(item), 'Adyen notification for no order of ours: ignored');
    return;
  }
  const { order, payment } = found;
  if (payment.amountMinor !== item.amount.value || payment.currency !== item.amount.currency) {
    ctx.log.warn(
      {
        ...describe(item),
        amount: item.amount,
        authorised: [payment.amountMinor, payment.currency],
      },
      'Adyen notification amount differs from the amount authorised: ignored',
    );
    return;
  }
  const authorised = item.success === 'true';
  if (order.status !== 'PaymentPending') {
    if (authorised && order.status === 'Cancelled') {
      ctx.log.error(
        describe(item),
        'Adyen authorised a payment for a cancelled order: refund it in the Customer Area',
      );
    }
    return;
  }
  if (!authorised) {
    await failChallenge(ctx, order.orderNumber, {
      refusalReason: item.reason || 'Refused',
      pspReference: item.pspReference,
    });
    return;
  }
  // Recorded first and on its own: should finishing fail, the stale-order sweep still sees
  // the authorisation and leaves the order for Adyen's retry of this notification.
  await ctx.db
    .update(payments)
    .set({ resultCode: 'Authorised', pspReference: item.pspReference, updatedAt: ctx.now })
    .where(eq(payments.idempotencyKey, payment.idempotencyKey));
  const done = await finalizeOrder(
    ctx,
    order.orderNumber,
    authorisedOutcome(item.pspReference, item.additionalData),
  );
  if (done.changed) await ctx.confirm(done.order);
}

/**
 * One NotificationRequestItem: an unreadable or badly signed item is logged and skipped, one
 * for another merchant account or another event is acknowledged and ignored.
 */
export async function applyNotificationItem(ctx: NotificationContext, raw: unknown): Promise<void> {
  const parsed = notificationItemSchema.safeParse(raw);
  if (!parsed.success) {
    ctx.log.warn({ issues: parsed.error.issues }, 'Adyen notification item unreadable: skipped');
    return;
  }
  const item = parsed.data;
  if (!hasValidSignature(item, ctx.config.hmacKey)) {
    ctx.log.warn(describe(item), 'Adyen notification HMAC signature not valid: skipped');
    return;
  }
  if (item.merchantAccountCode !== ctx.config.merchantAccount) {
    ctx.log.info(describe(item), 'Adyen notification for another merchant account: ignored');
    return;
  }
  if (item.eventCode === 'AUTHORISATION') await applyAuthorisation(ctx, item);
  else if (isRefundNotification(item.eventCode)) await applyRefundNotification(ctx, item);
}
