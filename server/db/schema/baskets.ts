import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { variants } from './catalog';

/** A basket belongs to exactly one owner: a guest identity or a consumer. */
export type BasketOwnerType = 'guest' | 'consumer';
export type ShippingMethodCode = 'standard' | 'pickup' | 'sts' | 'pudo' | 'digital' | 'customs';

export interface GiftOption {
  to: string;
  email: string;
  message: string;
}

export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerType: text('owner_type').$type<BasketOwnerType>().notNull(),
    ownerId: text('owner_id').notNull(),
    currency: text('currency').notNull(),
    locale: text('locale').notNull(),
    status: text('status').$type<'open' | 'ordered' | 'expired'>().notNull().default('open'),
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default([]),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('baskets_owner_idx').on(t.ownerType, t.ownerId, t.status)],
);

export const basketItems = pgTable(
  'basket_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id),
    qty: integer('qty').notNull(),
    shippingMethod: text('shipping_method')
      .$type<ShippingMethodCode>()
      .notNull()
      .default('standard'),
    storeId: text('store_id'),
    giftOption: jsonb('gift_option').$type<GiftOption>(),
    /** Chosen amount for gift cards, minor units. */
    customAmountMinor: integer('custom_amount_minor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('basket_items_basket_idx').on(t.basketId)],
);

/** Favorites and saved-for-later lists share one shape. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'favorites' | 'saveForLater'>().notNull(),
    ownerType: text('owner_type').$type<BasketOwnerType>().notNull(),
    ownerId: text('owner_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wishlists_owner_idx').on(t.ownerType, t.ownerId, t.kind)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    variantId: text('variant_id'),
    qty: integer('qty').notNull().default(1),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wishlist_items_list_idx').on(t.wishlistId)],
);
