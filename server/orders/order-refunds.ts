import { and, eq, ne, sql } from 'drizzle-orm';
import { readPlacementRecord } from '../checkout/placement-record';
import type { Database } from '../db/client';
import { giftCards, refunds, type OrderRow, type RefundTarget } from '../db/schema';
import { changePoints } from '../loyalty/points-ledger';

export type RefundRow = typeof refunds.$inferSelect;

/** The reference a provider refund is asked with, and that its notification carries back. */
export const refundReferenceOf = (row: Pick<RefundRow, 'orderNumber' | 'reason'>) =>
  `${row.orderNumber}-${row.reason}`;

/** One way the shopper paid, and how much it paid. */
interface PaidInstrument {
  target: RefundTarget;
  /** The gift card number, the authorisation's pspReference, or the consumer id. */
  reference: string;
  amountMinor: number;
}

/**
 * What paid for the order, in the order refunds go back: the provider's payment first (card or
 * wallet), then gift cards, then loyalty points.
 */
function paidInstruments(order: OrderRow): PaidInstrument[] {
  const record = readPlacementRecord(order.payment);
  return [
    ...(record.method !== 'COVERED' && record.pspReference && record.amountMinor > 0
      ? [
          {
            target: 'provider' as const,
            reference: record.pspReference,
            amountMinor: record.amountMinor,
          },
        ]
      : []),
    ...record.giftCards.map((card) => ({
      target: 'giftCard' as const,
      reference: card.number,
      amountMinor: card.amountMinor,
    })),
    ...(record.loyalty && order.consumerId && record.loyalty.amountMinor > 0
      ? [
          {
            target: 'loyalty' as const,
            reference: order.consumerId,
            amountMinor: record.loyalty.amountMinor,
          },
        ]
      : []),
  ];
}

const keyOf = (target: string, reference: string) => `${target}\u0000${reference}`;

/** What each instrument has given back already (failed refunds gave nothing). */
async function refundedSoFar(tx: Database, orderNumber: string): Promise<Map<string, number>> {
  const rows = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderNumber, orderNumber), ne(refunds.status, 'Failed')));
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row.target, row.reference);
    sums.set(key, (sums.get(key) ?? 0) + row.amountMinor);
  }
  return sums;
}

/** Gift cards and loyalty points are ours: they are credited in the order's transaction. */
async function creditStoredValue(
  tx: Database,
  order: OrderRow,
  row: RefundRow,
  now: Date,
): Promise<void> {
  if (row.target === 'giftCard') {
    await tx
      .update(giftCards)
      .set({ balanceMinor: sql`${giftCards.balanceMinor} + ${row.amountMinor}` })
      .where(eq(giftCards.number, row.reference));
  } else if (row.target === 'loyalty') {
    const { loyalty } = readPlacementRecord(order.payment);
    // Points go back in proportion to the money they stood for.
    const points = loyalty
      ? Math.round((loyalty.points * row.amountMinor) / loyalty.amountMinor)
      : 0;
    await changePoints(tx, {
      consumerId: row.reference,
      points,
      reason: 'redemption-refund',
      orderNumber: order.orderNumber,
      reference: row.reason,
      now,
    });
  }
}

/**
 * Gives money back for one reason (`cancel`, or `return:{id}`), inside the caller's transaction
 * with the order locked: `amountMinor` (everything still unrefunded when null) spread over the
 * instruments in order, none beyond what it paid less what it gave back already. The refunds
 * table's unique key makes a replay of the same reason a no-op. Gift cards and points are
 * credited here; the provider's refund stays Requested until sendProviderRefunds (after the
 * commit: no outside call holds the order's lock). Answers the rows written.
 */
export async function refundOrder(
  tx: Database,
  ctx: { now: Date },
  order: OrderRow,
  { reason, amountMinor }: { reason: string; amountMinor: number | null },
): Promise<RefundRow[]> {
  const refunded = await refundedSoFar(tx, order.orderNumber);
  let left = amountMinor ?? Number.POSITIVE_INFINITY;
  const written: RefundRow[] = [];
  for (const instrument of paidInstruments(order)) {
    const already = refunded.get(keyOf(instrument.target, instrument.reference)) ?? 0;
    const take = Math.min(instrument.amountMinor - already, left);
    if (take <= 0) continue;
    const [row] = await tx
      .insert(refunds)
      .values({
        orderNumber: order.orderNumber,
        reason,
        target: instrument.target,
        reference: instrument.reference,
        amountMinor: take,
        currency: order.currency,
        status: instrument.target === 'provider' ? 'Requested' : 'Refunded',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    left -= take;
    await creditStoredValue(tx, order, row, ctx.now);
    written.push(row);
  }
  return written;
}
