import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';

export const orders = pgTable(
  'orders',
  {
    orderNumber: text('order_number').primaryKey(),
    /** The basket that became this order; unique so a retried placement yields one order. */
    basketId: uuid('basket_id').notNull().unique(),
    consumerId: uuid('consumer_id').references(() => consumers.id),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    totals: jsonb('totals').$type<Record<string, number>>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>().notNull(),
    payment: jsonb('payment').$type<Record<string, unknown>>().notNull(),
    inStoreSalesInfo: jsonb('in_store_sales_info').$type<{
      storeId: string;
      storeEmployeeId: string;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_consumer_idx').on(t.consumerId)],
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
});
