import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { consumers } from './consumers';
import { orderItems, orders } from './orders';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Who moved an order on: the shopper, an order-management system, the demo's simulator. */
export type OrderEventSource = 'shopper' | 'associate' | 'oms' | 'simulator' | 'store';

/** Carrier details an order's shipment event carries. */
export interface OrderEventDetail {
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  returnId?: string;
  refundMinor?: number;
  note?: string;
}

/** Every change of an order's status, with its time: the order's timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number')
      .notNull()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    /** The order's status after the event (an OrderStatus). */
    status: text('status').notNull(),
    source: text('source').$type<OrderEventSource>().notNull(),
    detail: jsonb('detail').$type<OrderEventDetail>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderNumber, t.occurredAt)],
);

/** The instrument a refund goes back to (the order's payment record names each). */
export type RefundTarget = 'provider' | 'giftCard' | 'loyalty';

/**
 * Money given back: one row per instrument per cancellation or return. The unique key makes a
 * second cancellation (or a replayed return refund) a no-op instead of a second refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number')
      .notNull()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    /** `cancel`, or `return:{returnId}`. */
    reason: text('reason').notNull(),
    target: text('target').$type<RefundTarget>().notNull(),
    /** The gift card number, the provider's original pspReference, or the consumer id. */
    reference: text('reference').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Requested until the provider confirms; Refunded; Failed when it refused. */
    status: text('status').$type<'Requested' | 'Refunded' | 'Failed'>().notNull(),
    /** The provider's reference of the refund or cancel itself. */
    pspReference: text('psp_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_once_idx').on(t.orderNumber, t.reason, t.target, t.reference)],
);

export interface ReturnLine {
  itemId: string;
  qty: number;
  reason: string;
}

/** A return the shopper started: its label was issued; the warehouse receives it later. */
export const orderReturns = pgTable(
  'order_returns',
  {
    /** Printed on the label and its barcode. */
    id: text('id').primaryKey(),
    orderNumber: text('order_number')
      .notNull()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    items: jsonb('items').$type<ReturnLine[]>().notNull(),
    /** What the returned lines cost the shopper: the most this return refunds. */
    amountMinor: integer('amount_minor').notNull(),
    status: text('status').$type<'LabelIssued' | 'Received' | 'Refunded'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_returns_order_idx').on(t.orderNumber)],
);

/** A warranty claim on a delivered item. */
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number')
      .notNull()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<'Submitted' | 'Approved' | 'Rejected'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('warranty_claims_order_idx').on(t.orderNumber)],
);

/** A photo sent with a warranty claim, kept with it (type and size checked on the way in). */
export const warrantyPhotos = pgTable(
  'warranty_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: text('claim_id')
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('warranty_photos_claim_idx').on(t.claimId)],
);

/** A message to customer service from the contact-us page. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    /** The case number the shopper is given. */
    id: text('id').primaryKey(),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    categoryId: text('category_id').notNull(),
    subjectId: text('subject_id').notNull(),
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
