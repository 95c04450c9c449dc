import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Currency } from '@/lib/i18n/locales';
import { readPlacementRecord } from '../checkout/placement-record';
import type { Database } from '../db/client';
import { orders, refunds } from '../db/schema';
import type { Logger } from '../http/logger';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider';
import { refundReferenceOf, type RefundRow } from './order-refunds';

export interface ProviderRefundContext {
  db: Database;
  provider: PaymentProvider;
  now: Date;
  log: Logger;
}

/** A refund the provider did not take is asked again this long after the last try. */
const RETRY_AFTER_MS = 5 * 60 * 1000;
const BATCH = 20;

async function sendOne(ctx: ProviderRefundContext, row: RefundRow): Promise<RefundRow> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, row.orderNumber))
    .limit(1);
  if (!order) return row;
  const record = readPlacementRecord(order.payment);
  try {
    const receipt = await ctx.provider.refund({
      idempotencyKey: `refund:${row.orderNumber}:${row.reason}`,
      paymentReference: row.reference,
      reference: refundReferenceOf(row),
      amount: { value: row.amountMinor, currency: order.currency as Currency },
      whole: row.reason === 'cancel' && row.amountMinor === record.amountMinor,
    });
    const [sent] = await ctx.db
      .update(refunds)
      .set({
        pspReference: receipt.pspReference,
        // Adyen's notification may have settled it already: only a final answer sets the status.
        ...(receipt.settled ? { status: 'Refunded' as const } : {}),
        updatedAt: ctx.now,
      })
      .where(eq(refunds.id, row.id))
      .returning();
    return sent ?? row;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.error(
      { err: error, orderNumber: row.orderNumber, reason: row.reason },
      'refund not taken by the payment provider: it is asked again later',
    );
    return row;
  }
}

/**
 * Asks the provider for the refunds just written (refundOrder), after their transaction
 * committed. The idempotency key is the order and reason, so asking again never pays back twice.
 */
export async function sendProviderRefunds(
  ctx: ProviderRefundContext,
  rows: RefundRow[],
): Promise<RefundRow[]> {
  const sent: RefundRow[] = [];
  for (const row of rows) {
    sent.push(
      row.target === 'provider' && row.pspReference === null ? await sendOne(ctx, row) : row,
    );
  }
  return sent;
}

/**
 * Provider refunds a crash or an outage left unsent, asked again by the background sweep: each
 * is claimed by moving its updatedAt first, so two sweeps never ask for it both.
 */
export async function retryProviderRefunds(ctx: ProviderRefundContext): Promise<void> {
  const unsent = and(
    eq(refunds.target, 'provider'),
    eq(refunds.status, 'Requested'),
    isNull(refunds.pspReference),
    lt(refunds.updatedAt, new Date(ctx.now.getTime() - RETRY_AFTER_MS)),
  );
  const due = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(unsent)
    .orderBy(asc(refunds.updatedAt))
    .limit(BATCH);
  for (const { id } of due) {
    const [claimed] = await ctx.db
      .update(refunds)
      .set({ updatedAt: ctx.now })
      .where(and(eq(refunds.id, id), unsent))
      .returning();
    if (claimed) await sendOne(ctx, claimed);
  }
}
