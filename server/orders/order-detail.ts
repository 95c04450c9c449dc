import { asc, eq } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/contracts/checkout';
import type {
  OrderDetailResponse,
  OrderReturn,
  OrderTimelineEntry,
  Refund,
  ReturnReason,
  Tracking,
  WarrantyClaimSummary,
  WarrantyReason,
} from '@/lib/contracts/orders';
import { toMajor } from '@/lib/format/money';
import { toOrderResponse } from '../checkout/order-view';
import type { Database } from '../db/client';
import { refunds, type orderEvents, type OrderRow } from '../db/schema';
import {
  loadAfterSalesFacts,
  openActions,
  returnableQuantities,
  returnWindowEnd,
} from './after-sales-rules';

type EventRow = typeof orderEvents.$inferSelect;

function trackingOf(event: EventRow): Tracking | null {
  const { carrier, trackingNumber, trackingUrl } = event.detail;
  if (!carrier || !trackingNumber) return null;
  return { carrier, trackingNumber, trackingUrl: trackingUrl ?? null };
}

/** The parcel's tracking: the latest shipment event's. */
export function latestTracking(events: EventRow[]): Tracking | null {
  const shipped = events.filter((event) => event.status === 'Shipped').at(-1);
  return shipped ? trackingOf(shipped) : null;
}

function timelineOf(events: EventRow[]): OrderTimelineEntry[] {
  return events.map((event) => ({
    status: event.status as OrderStatus,
    at: event.occurredAt.toISOString(),
    tracking: event.status === 'Shipped' ? trackingOf(event) : null,
  }));
}

async function refundsOf(db: Database, orderNumber: string): Promise<Refund[]> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderNumber, orderNumber))
    .orderBy(asc(refunds.createdAt));
  return rows.map((row) => ({
    amount: toMajor(row.amountMinor),
    target: row.target,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The order as its owner reads it after placement (GET purchase/{orderId}): the order itself,
 * its timeline and tracking, the after-sales actions open at `now` and what became of earlier
 * returns, refunds and warranty claims.
 */
export async function toOrderDetail(
  db: Database,
  order: OrderRow,
  now: Date,
): Promise<OrderDetailResponse> {
  const [base, facts, refunded] = await Promise.all([
    toOrderResponse(db, order),
    loadAfterSalesFacts(db, order),
    refundsOf(db, order.orderNumber),
  ]);
  const returnEnd = returnWindowEnd(facts);
  return {
    ...base,
    timeline: timelineOf(facts.events),
    tracking: latestTracking(facts.events),
    actions: openActions(facts, now),
    returnableQty: returnableQuantities(facts),
    returnWindowEndsAt: returnEnd?.toISOString() ?? null,
    returns: facts.returns.map((started): OrderReturn => ({
      returnId: started.id,
      createdAt: started.createdAt.toISOString(),
      status: started.status,
      items: started.items.map((line) => ({ ...line, reason: line.reason as ReturnReason })),
      amount: toMajor(started.amountMinor),
    })),
    refunds: refunded,
    warrantyClaims: facts.claims.map((claim): WarrantyClaimSummary => ({
      claimId: claim.id,
      itemId: claim.orderItemId,
      reason: claim.reason as WarrantyReason,
      status: claim.status,
      createdAt: claim.createdAt.toISOString(),
    })),
  };
}
