import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Address, CartShippingAddress } from '@/lib/contracts/address';
import { baskets, type GiftOption } from './baskets';
import { consumers } from './consumers';

/**
 * One shipment as the order records it (server/checkout/order-rows.ts): a home delivery with
 * the address it goes to, or a pickup at a store.
 */
export interface OrderShipmentRecord {
  /** 'me', 'customs', or `store-{storeId}` for a pickup. */
  shipmentId: string;
  /** A pickup's label is its code; a home delivery's is the label it was placed with. */
  shippingMethod: { code: string; label: string; priceMinor: number };
  storeId: string | null;
  /** As the cart held it: its own address, or a customs shipment's; null for a pickup. */
  address: CartShippingAddress | Address | null;
}

export const orders = pgTable(
  'orders',
  {
    orderNumber: text('order_number').primaryKey(),
    /** The basket that became this order; unique so a retried placement yields one order. */
    basketId: uuid('basket_id').notNull().unique(),
    consumerId: uuid('consumer_id').references(() => consumers.id),
    /** Guest owner token (the basket's owner id), so a guest can read its own order. */
    ownerId: text('owner_id').notNull().default(''),
    /** Random secret sent with guest order links (spec "st"). */
    accessToken: text('access_token').notNull().default(''),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    /** PaymentPending while a 3-D Secure challenge is open, then Created or Cancelled. */
    status: text('status').notNull(),
    totals: jsonb('totals').$type<Record<string, number>>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<CartShippingAddress>(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    payment: jsonb('payment').$type<Record<string, unknown>>().notNull(),
    inStoreSalesInfo: jsonb('in_store_sales_info').$type<{
      storeId: string;
      storeEmployeeId: string;
    }>(),
    /** ECOMM in a browser, MAPP inside the brand app's webview: orders count by channel. */
    channel: text('channel').$type<'ECOMM' | 'MAPP'>().notNull().default('ECOMM'),
    /** The app's tracking value sent with placement and patch from the webview. */
    appTracking: text('app_tracking'),
    /** Set when a buy-in-store sale handed the goods over at the till (no shipping). */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    shipments: jsonb('shipments').$type<OrderShipmentRecord[]>().notNull().default([]),
    promoSummary: jsonb('promo_summary').$type<Record<string, unknown>[]>().notNull().default([]),
    /**
     * When payment was settled and the order placed; null while a payment is pending and for
     * an attempt whose payment failed (Cancelled without ever being placed). What the shopper's
     * order list counts.
     */
    placedAt: timestamp('placed_at', { withTimezone: true }),
    /** When the confirmation mail went out; the recovery sweep sends the ones a crash lost. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_consumer_idx').on(t.consumerId, t.placedAt),
    index('orders_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

export const orderItems = pgTable('order_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderNumber: text('order_number')
    .notNull()
    .references(() => orders.orderNumber, { onDelete: 'cascade' }),
  productId: text('product_id').notNull(),
  variantId: text('variant_id').notNull(),
  name: text('name').notNull(),
  qty: integer('qty').notNull(),
  unitPriceMinor: integer('unit_price_minor').notNull(),
  rowTotalMinor: integer('row_total_minor').notNull(),
  shippingMethod: text('shipping_method').notNull(),
  storeId: text('store_id'),
  /** A digital gift card's recipient and message, as the bag line held them. */
  giftOption: jsonb('gift_option').$type<GiftOption>(),
});

/**
 * One authorisation attempt with the payment provider. The idempotency key is derived
 * from the basket and its version, so a double-clicked place-order authorises once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id),
    orderNumber: text('order_number'),
    provider: text('provider').$type<'adyen' | 'simulator'>().notNull(),
    methodId: text('method_id').notNull(),
    pspReference: text('psp_reference'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Adyen result codes: Authorised, Refused, ChallengeShopper, Cancelled, Error. */
    resultCode: text('result_code').notNull(),
    refusalReason: text('refusal_reason'),
    /** The pending action (3-D Secure challenge) the shopper must complete. */
    action: jsonb('action').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderNumber),
    index('payments_basket_idx').on(t.basketId),
  ],
);

/** Store gift cards; the balance is drawn down inside the order transaction. */
export const giftCards = pgTable('gift_cards', {
  number: text('number').primaryKey(),
  pin: text('pin').notNull(),
  currency: text('currency').notNull(),
  balanceMinor: integer('balance_minor').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The payment simulator's own memory of what it answered, by idempotency key: what Adyen keeps
 * on its side. It outlives the process, so a placement cut short can ask what became of its
 * payment, and a retried request gets the first answer, as Adyen's idempotency gives.
 */
export const simulatorPayments = pgTable('simulator_payments', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
