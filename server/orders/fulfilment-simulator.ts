import { randomInt } from 'node:crypto';
import { and, asc, inArray, isNotNull, lte } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/contracts/checkout';
import type { Env } from '../config/env';
import { orders, type OrderEventDetail, type OrderRow } from '../db/schema';
import type { OrderChangeContext } from './order-change';
import { moveOrder } from './order-lifecycle';
import { orderStatusUrl } from './order-links';
import { sendOrderUpdate, type OrderUpdate } from './order-mail';

/** The demo's carrier. */
export const SIMULATED_CARRIER = 'DemoPost';
/** Orders moved per sweep; the rest wait for the next one. */
const BATCH = 50;

const nextStep: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  Created: 'Processing',
  Processing: 'Shipped',
  Shipped: 'Delivered',
};

/** On in the demo unless FULFILMENT_SIMULATOR turns it off; never outside it (readiness.ts). */
export function fulfilmentSimulatorOn(
  env: Pick<Env, 'DEMO_MODE' | 'FULFILMENT_SIMULATOR'>,
): boolean {
  return env.DEMO_MODE && (env.FULFILMENT_SIMULATOR ?? true);
}

export type SimulatorContext = Pick<OrderChangeContext, 'db' | 'now' | 'mail' | 'log'> & {
  /** How long an order stays in each status before it moves on. */
  stepSeconds: number;
};

/** What the demo's carrier reports when it takes the parcel (the seeded demo orders use it too). */
export function simulatedShipment(publicBaseUrl: string, order: OrderRow): OrderEventDetail {
  return {
    carrier: SIMULATED_CARRIER,
    trackingNumber: `DP${String(randomInt(10 ** 9, 10 ** 10))}`,
    // The demo's carrier has no site: the parcel is followed on the store's own status page.
    trackingUrl: orderStatusUrl(publicBaseUrl, order),
  };
}

function updateFor(status: OrderStatus, detail: OrderEventDetail): OrderUpdate | null {
  if (status === 'Delivered') return { kind: 'order-delivered' };
  if (status !== 'Shipped' || !detail.carrier || !detail.trackingNumber) return null;
  return {
    kind: 'order-shipped',
    tracking: {
      carrier: detail.carrier,
      trackingNumber: detail.trackingNumber,
      trackingUrl: detail.trackingUrl ?? null,
    },
  };
}

/**
 * The offline stand-in for an order-management system (demo only): each placed order that sat
 * `stepSeconds` in Created, Processing or Shipped moves one step on, Shipped with DemoPost's
 * tracking. The orders are claimed with FOR UPDATE SKIP LOCKED, so two server instances never
 * move the same one, and a shopper cancelling meanwhile waits or is waited for. Answers how many
 * moved.
 */
export async function advanceSimulatedOrders(ctx: SimulatorContext): Promise<number> {
  const cutoff = new Date(ctx.now.getTime() - ctx.stepSeconds * 1000);
  const moved = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(
        and(
          inArray(orders.status, Object.keys(nextStep)),
          isNotNull(orders.placedAt),
          lte(orders.updatedAt, cutoff),
        ),
      )
      .orderBy(asc(orders.updatedAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const updates: { order: OrderRow; update: OrderUpdate | null }[] = [];
    for (const order of due) {
      const to = nextStep[order.status as OrderStatus]!;
      const detail = to === 'Shipped' ? simulatedShipment(ctx.mail.publicBaseUrl, order) : {};
      const next = await moveOrder(tx, order, { to, source: 'simulator', now: ctx.now, detail });
      updates.push({ order: next, update: updateFor(to, detail) });
    }
    return updates;
  });
  for (const { order, update } of moved) {
    if (update) await sendOrderUpdate(ctx.mail, ctx.db, ctx.log, order, update);
  }
  return moved.length;
}
