import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refunds } from '../db/schema';
import type { Logger } from '../http/logger';
import type { ErrorReporter } from '../monitoring/error-reporter';
import type { NotificationItem } from '../payments/adyen-notifications';
import { refundReferenceOf, type RefundRow } from './order-refunds';

export interface RefundConfirmationContext {
  db: Database;
  now: Date;
  log: Logger;
  reporter: ErrorReporter;
}

/**
 * Adyen's answers to our modifications: /refunds is told by REFUND, /reversals by
 * CANCEL_OR_REFUND (success false when Adyen refused it). REFUND_FAILED and REFUNDED_REVERSED
 * come later still, when the scheme or the shopper's bank sent a settled refund back. The
 * store never calls /cancels or cancels by reference, so CANCELLATION and TECHNICAL_CANCEL
 * never answer one of our refunds.
 */
const MODIFICATION_EVENTS = new Set(['REFUND', 'CANCEL_OR_REFUND']);
const REVERSED_LATER_EVENTS = new Set(['REFUND_FAILED', 'REFUNDED_REVERSED']);

export function isRefundNotification(eventCode: string): boolean {
  return MODIFICATION_EVENTS.has(eventCode) || REVERSED_LATER_EVENTS.has(eventCode);
}

/**
 * The refund the item answers: by the pspReference Adyen gave the modification, else (its
 * notification came before its answer was stored) by the payment it refunds and the reference
 * we sent with it.
 */
async function refundOf(db: Database, item: NotificationItem): Promise<RefundRow | null> {
  const provider = eq(refunds.target, 'provider');
  const [byPsp] = await db
    .select()
    .from(refunds)
    .where(and(provider, eq(refunds.pspReference, item.pspReference)));
  if (byPsp) return byPsp;
  if (!item.originalReference) return null;
  const ofPayment = await db
    .select()
    .from(refunds)
    .where(and(provider, eq(refunds.reference, item.originalReference)));
  return ofPayment.find((row) => refundReferenceOf(row) === item.merchantReference) ?? null;
}

/** Moves the refund to `status` when `from` holds; null when it did not (a replay). */
async function settle(
  ctx: RefundConfirmationContext,
  row: RefundRow,
  status: 'Refunded' | 'Failed',
  from: SQL | undefined,
  pspReference: string,
) {
  const [changed] = await ctx.db
    .update(refunds)
    .set({ status, pspReference: row.pspReference ?? pspReference, updatedAt: ctx.now })
    .where(and(eq(refunds.id, row.id), from))
    .returning();
  return changed ?? null;
}

/**
 * Settles the refund a REFUND, CANCEL_OR_REFUND, REFUND_FAILED or REFUNDED_REVERSED item
 * answers. A confirmation only moves a Requested refund, so a replay, or a late success after
 * a failure, changes nothing. A failure is shown on the order (its refunds list) and reported
 * once, as an alertable `refund_failed` event: the shopper has not been paid back and someone
 * must do it by hand.
 */
export async function applyRefundNotification(
  ctx: RefundConfirmationContext,
  item: NotificationItem,
): Promise<void> {
  const row = await refundOf(ctx.db, item);
  const about = {
    eventCode: item.eventCode,
    pspReference: item.pspReference,
    merchantReference: item.merchantReference,
  };
  if (!row) {
    ctx.log.info(about, 'Adyen refund notification for no refund of ours: ignored');
    return;
  }
  const requested = eq(refunds.status, 'Requested');
  const changed = REVERSED_LATER_EVENTS.has(item.eventCode)
    ? await settle(ctx, row, 'Failed', ne(refunds.status, 'Failed'), item.pspReference)
    : await settle(
        ctx,
        row,
        item.success === 'true' ? 'Refunded' : 'Failed',
        requested,
        item.pspReference,
      );
  if (changed?.status !== 'Failed') return;
  const failure = {
    ...about,
    orderNumber: changed.orderNumber,
    refundReason: changed.reason,
    amountMinor: changed.amountMinor,
    currency: changed.currency,
    adyenReason: item.reason ?? null,
  };
  ctx.log.error(failure, 'Adyen refund failed: pay the shopper back by hand');
  ctx.reporter.event({ name: 'refund_failed', fields: failure });
}
