import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { CartShippingAddress } from '@/lib/contracts/address';
import type { placeOrderRequestSchema } from '@/lib/contracts/checkout';
import type { ShopperSubject } from '../auth/subject';
import { claimCouponRedemptions, markBasketOrdered, redeemerOf, type PricedBasket } from '../cart';
import type { Database } from '../db/client';
import { boundAsGiven, jsonText, reusableQuery } from '../db/reusable-query';
import { orderItems, orders, payments } from '../db/schema';
import type { PaymentProvider } from '../payments/provider';
import { takeStoredValue } from './holds';
import { orderItemRows, orderPromoSummary, orderShipments, orderTotals } from './order-rows';
import type { OrderChannel } from './order-channel';
import type { CheckedPlacement } from './placement-check';
import type { PlacementRecord } from './placement-record';

type PlaceOrderBody = z.infer<typeof placeOrderRequestSchema>;

export interface WriteContext {
  tx: Database;
  subject: ShopperSubject;
  now: Date;
  provider: PaymentProvider;
  /** The channel and app tracking the placement came with; ECOMM without tracking when unsaid. */
  orderChannel?: OrderChannel;
}

export interface HeldOrderRows {
  orderNumber: string;
  accessToken: string;
  priced: PricedBasket;
  checked: CheckedPlacement;
  record: PlacementRecord;
  inStoreSalesInfo: PlaceOrderBody['inStoreSalesInfo'];
}

/** The payment attempt the provider is about to get, keyed as the request it will be sent. */
async function recordPaymentAttempt(
  { tx, now, provider }: WriteContext,
  { orderNumber, priced, record }: HeldOrderRows,
) {
  await upsertPaymentAttempt(tx, {
    idempotencyKey: record.idempotencyKey,
    basketId: priced.basket.id,
    orderNumber,
    provider: provider.name,
    methodId: record.method,
    amountMinor: record.amountMinor,
    currency: priced.currency,
    now: now.toISOString(),
  });
}

const upsertPaymentAttempt = reusableQuery((db) =>
  db
    .insert(payments)
    .values({
      idempotencyKey: sql.placeholder('idempotencyKey'),
      basketId: sql.placeholder('basketId'),
      orderNumber: sql.placeholder('orderNumber'),
      provider: sql.placeholder('provider'),
      methodId: sql.placeholder('methodId'),
      amountMinor: sql.placeholder('amountMinor'),
      currency: sql.placeholder('currency'),
      resultCode: 'Pending',
      createdAt: boundAsGiven('now'),
      updatedAt: boundAsGiven('now'),
    })
    .onConflictDoUpdate({
      target: payments.idempotencyKey,
      set: {
        orderNumber: boundAsGiven('orderNumber'),
        resultCode: 'Pending',
        updatedAt: boundAsGiven('now'),
      },
    }),
);

/** Timestamps and JSON go as text (jsonText), nullable ones among them as SQL null. */
const insertOrder = reusableQuery((db) =>
  db.insert(orders).values({
    orderNumber: sql.placeholder('orderNumber'),
    basketId: sql.placeholder('basketId'),
    consumerId: sql.placeholder('consumerId'),
    ownerId: sql.placeholder('ownerId'),
    accessToken: sql.placeholder('accessToken'),
    email: sql.placeholder('email'),
    locale: sql.placeholder('locale'),
    currency: sql.placeholder('currency'),
    status: 'PaymentPending',
    totals: boundAsGiven('totals'),
    shippingAddress: boundAsGiven('shippingAddress'),
    billingAddress: boundAsGiven('billingAddress'),
    payment: boundAsGiven('payment'),
    inStoreSalesInfo: boundAsGiven('inStoreSalesInfo'),
    channel: sql.placeholder('channel'),
    appTracking: sql.placeholder('appTracking'),
    shipments: boundAsGiven('shipments'),
    promoSummary: boundAsGiven('promoSummary'),
    createdAt: boundAsGiven('now'),
    updatedAt: boundAsGiven('now'),
  }),
);

function collectionOnly(address: CartShippingAddress | null): CartShippingAddress | null {
  return address?.collection ? { collection: address.collection } : null;
}

/** A till's sale goes to the customer the associate attached; any other order to its shopper. */
function orderConsumerId(subject: ShopperSubject, held: HeldOrderRows): string | null {
  const customer = held.inStoreSalesInfo ? held.priced.basket.customerConsumerId : null;
  return customer ?? (subject.type === 'consumer' ? subject.id : null);
}

/**
 * Writes the held order as PaymentPending with its lines, takes the stored value and coupon
 * uses it spends, records the payment attempt when something is left to authorise, and takes
 * the basket out of the shopper's hands until the payment decides.
 */
export async function writeHeldOrder(ctx: WriteContext, held: HeldOrderRows): Promise<void> {
  const { tx, subject, now } = ctx;
  const { orderNumber, priced, checked, record } = held;
  const consumerId = orderConsumerId(subject, held);
  const shippingAddress = priced.basket.shippingAddress;
  const items = orderItemRows(priced, orderNumber);
  // Statements that need nothing of each other's answers go out together (one round trip);
  // the server runs them in the order sent, so the lines follow their order.
  const writeOrder = insertOrder(tx, {
    orderNumber,
    basketId: priced.basket.id,
    consumerId,
    ownerId: subject.id,
    accessToken: held.accessToken,
    email: checked.email,
    locale: priced.locale,
    currency: priced.currency,
    totals: jsonText(orderTotals(priced)),
    // A bag collected in stores keeps only who collects it (the collection contact).
    shippingAddress: jsonText(
      checked.shipsHome ? shippingAddress : collectionOnly(shippingAddress),
    ),
    billingAddress: jsonText(checked.billing),
    payment: jsonText(record),
    inStoreSalesInfo: jsonText(held.inStoreSalesInfo ?? null),
    channel: ctx.orderChannel?.channel ?? 'ECOMM',
    appTracking: ctx.orderChannel?.appTracking ?? null,
    shipments: jsonText(orderShipments(priced, shippingAddress)),
    promoSummary: jsonText(orderPromoSummary(priced)),
    now: now.toISOString(),
  });
  await Promise.all([writeOrder, items.length > 0 ? tx.insert(orderItems).values(items) : null]);
  await takeStoredValue(tx, record, orderNumber, consumerId, now);
  await claimCouponRedemptions(tx, {
    codes: priced.basket.couponCodes,
    appliedCodes: priced.coupons.filter((coupon) => coupon.applied).map((coupon) => coupon.code),
    redeemer: redeemerOf(subject, checked.email),
    orderNumber,
  });
  await Promise.all([
    record.method !== 'COVERED' ? recordPaymentAttempt(ctx, held) : null,
    markBasketOrdered(tx, priced.basket.id, now),
  ]);
}
