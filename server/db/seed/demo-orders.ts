import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Address, CartShippingAddress } from '@/lib/contracts/address';
import type { OrderStatus } from '@/lib/contracts/checkout';
import type { ReturnReason } from '@/lib/contracts/orders';
import type { Locale } from '@/lib/i18n/locales';
import { computeTax } from '@/server/cart/tax';
import { serviceLabel } from '@/server/cart/delivery-copy';
import { applicableServices, DEFAULT_SERVICE_CODE } from '@/server/cart/delivery-services';
import { newAccessToken } from '@/server/checkout/order-number';
import type { PlacementRecord } from '@/server/checkout/placement-record';
import type { Database } from '@/server/db/client';
import {
  orderItems,
  orderReturns,
  orders,
  products,
  refunds,
  variantPrices,
  variants,
  type GiftOption,
  type OrderEventDetail,
  type OrderEventSource,
  type OrderRow,
  type OrderShipmentRecord,
} from '@/server/db/schema';
import { simulatedShipment } from '@/server/orders/fulfilment-simulator';
import { moveOrder, recordOrderEvent } from '@/server/orders/order-lifecycle';
import { readableId } from '@/server/orders/readable-id';
import { SEED_IDS } from './fixtures';
import { stableUuid } from './stable-uuid';

const HOUR_MS = 60 * 60 * 1000;
const LOCALE: Locale = 'en-us';
const CURRENCY = 'USD';

export interface DemoLine {
  productId: string;
  /** Which size of the product (by position), so two lines of one product differ. */
  variantIndex?: number;
  qty: number;
  giftOption?: GiftOption;
}

interface DemoStep {
  to: OrderStatus;
  hoursAgo: number;
  source: OrderEventSource;
}

export interface DemoOrderPlan {
  /**
   * The store's numbers are `ST` and 12 symbols of an alphabet without O and never a hyphen
   * (server/checkout/order-number.ts): `ST-DEMO-…` can never be generated, so no real order
   * takes a demo number and no reseed deletes a real order.
   */
  orderNumber: string;
  placedHoursAgo: number;
  lines: DemoLine[];
  /** The moves after placement, oldest first, as the simulator, the shopper or the OMS made them. */
  steps: DemoStep[];
  /** A return of every unit (label issued at this time) that the steps receive and refund. */
  returnedHoursAgo?: number;
}

const days = (n: number) => n * 24;

/** The demo shopper's orders, one in every status the shopper can see. */
export const demoOrderPlans: readonly DemoOrderPlan[] = [
  {
    orderNumber: 'ST-DEMO-1001',
    placedHoursAgo: 26,
    lines: [{ productId: SEED_IDS.regularApparel, qty: 1 }],
    steps: [],
  },
  {
    orderNumber: 'ST-DEMO-1002',
    placedHoursAgo: days(3),
    lines: [{ productId: SEED_IDS.accessory, qty: 1 }],
    steps: [{ to: 'Processing', hoursAgo: days(3) - 2, source: 'simulator' }],
  },
  {
    orderNumber: 'ST-DEMO-1003',
    placedHoursAgo: days(5),
    lines: [{ productId: SEED_IDS.markedDown, variantIndex: 3, qty: 1 }],
    steps: [
      { to: 'Processing', hoursAgo: days(5) - 3, source: 'simulator' },
      { to: 'Shipped', hoursAgo: days(4), source: 'simulator' },
    ],
  },
  {
    orderNumber: 'ST-DEMO-1004',
    placedHoursAgo: days(7) + 14,
    lines: [
      { productId: SEED_IDS.regularShoe, variantIndex: 4, qty: 1 },
      { productId: SEED_IDS.regularApparel, variantIndex: 2, qty: 2 },
    ],
    steps: [
      { to: 'Processing', hoursAgo: days(7) + 10, source: 'simulator' },
      { to: 'Shipped', hoursAgo: days(6), source: 'simulator' },
      { to: 'Delivered', hoursAgo: days(4), source: 'simulator' },
    ],
  },
  {
    orderNumber: 'ST-DEMO-1005',
    placedHoursAgo: days(9),
    lines: [{ productId: SEED_IDS.giftCard, variantIndex: 1, qty: 1, giftOption: demoGift() }],
    // A gift card leaves by email at placement; the simulator walks it through the same steps.
    steps: [
      { to: 'Processing', hoursAgo: days(9) - 1, source: 'simulator' },
      { to: 'Shipped', hoursAgo: days(9) - 2, source: 'simulator' },
      { to: 'Delivered', hoursAgo: days(9) - 3, source: 'simulator' },
    ],
  },
  {
    orderNumber: 'ST-DEMO-1006',
    placedHoursAgo: days(12),
    lines: [{ productId: SEED_IDS.priceRange, variantIndex: 2, qty: 1 }],
    steps: [{ to: 'Cancelled', hoursAgo: days(12) - 1, source: 'shopper' }],
  },
  {
    orderNumber: 'ST-DEMO-1007',
    placedHoursAgo: days(24),
    lines: [{ productId: SEED_IDS.partlyOutOfStock, variantIndex: 1, qty: 1 }],
    returnedHoursAgo: days(17),
    steps: [
      { to: 'Processing', hoursAgo: days(24) - 2, source: 'simulator' },
      { to: 'Shipped', hoursAgo: days(23), source: 'simulator' },
      { to: 'Delivered', hoursAgo: days(21), source: 'simulator' },
      { to: 'Returned', hoursAgo: days(14), source: 'oms' },
      { to: 'Refunded', hoursAgo: days(13), source: 'oms' },
    ],
  },
];

function demoGift(): GiftOption {
  return {
    to: 'Alex',
    email: 'alex.friend@example.com',
    message: 'Happy birthday! Treat yourself to new running shoes.',
  };
}

export const demoOrderNumbers = demoOrderPlans.map((plan) => plan.orderNumber);

/** A fixed, simulator-shaped reference ("SIM" and 16 hex digits) for each demo payment. */
function pspReferenceOf(name: string): string {
  return `SIM${createHash('sha256').update(name).digest('hex').slice(0, 16).toUpperCase()}`;
}

interface PricedLine {
  row: Omit<typeof orderItems.$inferInsert, 'orderNumber'>;
  digital: boolean;
}

/** The line as the catalogue sells it today: its variant, name and USD price. */
async function priceLine(tx: Database, line: DemoLine): Promise<PricedLine> {
  const sizes = await tx
    .select({
      id: variants.id,
      name: products.name,
      isDigital: products.isDigital,
      priceMinor: variantPrices.currentMinor,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(
      variantPrices,
      and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, CURRENCY)),
    )
    .where(eq(variants.productId, line.productId))
    .orderBy(asc(variants.position), asc(variants.id));
  const variant = sizes[line.variantIndex ?? 0] ?? sizes[0];
  if (!variant) throw new Error(`The catalogue has no ${line.productId} to put in a demo order`);
  return {
    digital: variant.isDigital,
    row: {
      productId: line.productId,
      variantId: variant.id,
      name: variant.name.en,
      qty: line.qty,
      unitPriceMinor: variant.priceMinor,
      rowTotalMinor: variant.priceMinor * line.qty,
      shippingMethod: variant.isDigital ? 'digital' : DEFAULT_SERVICE_CODE,
      storeId: null,
      giftOption: line.giftOption ?? null,
    },
  };
}

/** orders.totals as placement writes them (order-rows.ts): no discounts, standard delivery, tax added. */
function totalsOf(lines: PricedLine[], shippingMinor: number, address: Address) {
  const itemTotal = lines.reduce((sum, line) => sum + line.row.rowTotalMinor, 0);
  const tax = computeTax({
    currency: CURRENCY,
    location: { country: address.countryCode, province: address.province },
    amounts: [
      ...lines.map((line, index) => ({
        key: String(index),
        amountMinor: line.row.rowTotalMinor,
        exempt: line.digital,
      })),
      { key: 'shipping', amountMinor: shippingMinor },
    ],
  });
  const total = itemTotal + shippingMinor + tax.totalMinor;
  return {
    itemSubTotal: itemTotal,
    itemTotal,
    totalDiscount: 0,
    shipping: shippingMinor,
    tax: tax.totalMinor,
    taxIncluded: 0,
    taxEstimated: 0,
    total,
    appliedRewards: 0,
    remainingToPay: total,
  };
}

/** Paid in full by card, as the payment simulator records a Visa ending 1111. */
function cardPayment(
  orderNumber: string,
  amountMinor: number,
  holderName: string,
): PlacementRecord {
  return {
    method: 'CREDIT_CARD',
    amountMinor,
    idempotencyKey: `${stableUuid(`demo-basket:${orderNumber}`)}:v1`,
    instruments: [],
    // The seeded stock never gave these units: a cancellation has nothing to put back.
    stock: [],
    storeStock: [],
    giftCards: [],
    rewardCodes: [],
    loyalty: null,
    storeCard: false,
    card: { brand: 'visa', lastFour: '1111', expiryMonth: 3, expiryYear: 2030, holderName },
    pspReference: pspReferenceOf(`payment:${orderNumber}`),
  };
}

export interface DemoBuyer {
  consumerId: string;
  email: string;
  address: Address;
}

export interface DemoOrderContext {
  tx: Database;
  buyer: DemoBuyer;
  now: Date;
  /** Where the tracking links of shipped orders point (the store's order status page). */
  publicBaseUrl: string;
}

async function writePlacedOrder(ctx: DemoOrderContext, plan: DemoOrderPlan): Promise<OrderRow> {
  const { tx, buyer } = ctx;
  const placedAt = new Date(ctx.now.getTime() - plan.placedHoursAgo * HOUR_MS);
  const lines = await Promise.all(plan.lines.map((line) => priceLine(tx, line)));
  const shipsHome = lines.some((line) => !line.digital);
  const [service] = applicableServices('me', 'US', CURRENCY, null).filter(
    (offered) => offered.code === DEFAULT_SERVICE_CODE,
  );
  const shippingMinor = shipsHome ? (service?.priceMinor ?? 0) : 0;
  const shippingAddress: CartShippingAddress | null = shipsHome
    ? { ...buyer.address, shippingId: 'me' }
    : null;
  const shipments: OrderShipmentRecord[] = shipsHome
    ? [
        {
          shipmentId: 'me',
          shippingMethod: {
            code: DEFAULT_SERVICE_CODE,
            label: serviceLabel(DEFAULT_SERVICE_CODE, LOCALE),
            priceMinor: shippingMinor,
          },
          storeId: null,
          address: shippingAddress,
        },
      ]
    : [];
  const totals = totalsOf(lines, shippingMinor, buyer.address);
  const holderName = `${buyer.address.firstName} ${buyer.address.lastName}`;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: plan.orderNumber,
      basketId: stableUuid(`demo-basket:${plan.orderNumber}`),
      consumerId: buyer.consumerId,
      ownerId: buyer.consumerId,
      accessToken: newAccessToken(),
      email: buyer.email,
      locale: LOCALE,
      currency: CURRENCY,
      status: 'Created',
      totals,
      shippingAddress,
      billingAddress: buyer.address,
      payment: cardPayment(plan.orderNumber, totals.remainingToPay, holderName),
      shipments,
      placedAt,
      // Its confirmation "went out" at placement: the recovery sweep must not mail it now.
      confirmationSentAt: placedAt,
      createdAt: placedAt,
      updatedAt: placedAt,
    })
    .returning();
  await tx
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line.row, orderNumber: plan.orderNumber })));
  await recordOrderEvent(tx, plan.orderNumber, { to: 'Created', source: 'store', now: placedAt });
  return order!;
}

interface DemoReturn {
  id: string;
  amountMinor: number;
}

/** A return of every unit, its label issued `returnedHoursAgo` (the steps then receive it). */
async function writeReturn(
  ctx: DemoOrderContext,
  order: OrderRow,
  hoursAgo: number,
): Promise<DemoReturn> {
  const lines = await ctx.tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderNumber, order.orderNumber));
  const reason: ReturnReason = 'tooSmall';
  const started: DemoReturn = {
    id: readableId('R'),
    amountMinor: lines.reduce((sum, line) => sum + line.rowTotalMinor, 0),
  };
  const at = new Date(ctx.now.getTime() - hoursAgo * HOUR_MS);
  await ctx.tx.insert(orderReturns).values({
    id: started.id,
    orderNumber: order.orderNumber,
    items: lines.map((line) => ({ itemId: line.id, qty: line.qty, reason })),
    amountMinor: started.amountMinor,
    status: 'LabelIssued',
    createdAt: at,
    updatedAt: at,
  });
  return started;
}

/** What the payment simulator settled: the card gets the money back at once. */
async function writeRefund(
  ctx: DemoOrderContext,
  order: OrderRow,
  { reason, amountMinor, at }: { reason: string; amountMinor: number; at: Date },
): Promise<void> {
  await ctx.tx.insert(refunds).values({
    orderNumber: order.orderNumber,
    reason,
    target: 'provider',
    reference: pspReferenceOf(`payment:${order.orderNumber}`),
    amountMinor,
    currency: order.currency,
    status: 'Refunded',
    pspReference: pspReferenceOf(`refund:${order.orderNumber}:${reason}`),
    createdAt: at,
    updatedAt: at,
  });
}

/** What an event of the step carries: the carrier's tracking, the cancel reason, the return. */
function detailOf(
  ctx: DemoOrderContext,
  order: OrderRow,
  to: OrderStatus,
  started: DemoReturn | null,
): OrderEventDetail {
  // A gift card has no parcel: nothing for a carrier to track.
  if (to === 'Shipped' && order.shipments.length > 0) {
    return simulatedShipment(ctx.publicBaseUrl, order);
  }
  if (to === 'Cancelled') return { note: 'changedMind' };
  if (started && to === 'Returned') return { returnId: started.id };
  if (started && to === 'Refunded') {
    return { returnId: started.id, refundMinor: started.amountMinor };
  }
  return {};
}

/**
 * Writes one demo order as placement and the order's later life would have: placed, then each
 * step through the lifecycle's own moves (so only allowed moves are seeded), with the carrier's
 * tracking on shipping, the refund of a cancellation, and a received and refunded return.
 */
async function writeDemoOrder(ctx: DemoOrderContext, plan: DemoOrderPlan): Promise<OrderRow> {
  let order = await writePlacedOrder(ctx, plan);
  const started =
    plan.returnedHoursAgo === undefined
      ? null
      : await writeReturn(ctx, order, plan.returnedHoursAgo);
  for (const step of plan.steps) {
    const at = new Date(ctx.now.getTime() - step.hoursAgo * HOUR_MS);
    const detail = detailOf(ctx, order, step.to, started);
    order = await moveOrder(ctx.tx, order, { to: step.to, source: step.source, now: at, detail });
    if (step.to === 'Cancelled') {
      await writeRefund(ctx, order, {
        reason: 'cancel',
        amountMinor: order.totals.remainingToPay ?? 0,
        at,
      });
    }
    if (started && (step.to === 'Returned' || step.to === 'Refunded')) {
      await ctx.tx
        .update(orderReturns)
        .set({ status: step.to === 'Returned' ? 'Received' : 'Refunded', updatedAt: at })
        .where(eq(orderReturns.id, started.id));
    }
    if (started && step.to === 'Refunded') {
      await writeRefund(ctx, order, {
        reason: `return:${started.id}`,
        amountMinor: started.amountMinor,
        at,
      });
    }
  }
  // The simulator moves an order a full step after its last change: the demo starts from here.
  const [current] = await ctx.tx
    .update(orders)
    .set({ updatedAt: ctx.now })
    .where(eq(orders.orderNumber, plan.orderNumber))
    .returning();
  return current!;
}

/** Writes the plans' orders (the demo shopper's by default); answers them as written. */
export async function writeDemoOrders(
  ctx: DemoOrderContext,
  plans: readonly DemoOrderPlan[] = demoOrderPlans,
): Promise<OrderRow[]> {
  const written: OrderRow[] = [];
  for (const plan of plans) written.push(await writeDemoOrder(ctx, plan));
  return written;
}

/** Removes the demo orders (their lines, events, refunds and returns go with them). */
export async function deleteDemoOrders(tx: Database, consumerId: string | null): Promise<void> {
  await tx.delete(orders).where(inArray(orders.orderNumber, demoOrderNumbers));
  if (consumerId) await tx.delete(orders).where(eq(orders.consumerId, consumerId));
}
