import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Address, CartShippingAddress } from '@/lib/contracts/address';
import { variants } from './catalog';

/** A shopper: a guest identity or a consumer. */
export type ShopperOwnerType = 'guest' | 'consumer';
/**
 * A basket belongs to exactly one owner: a shopper (their bag), or one of a shopper's
 * product-page wallet purchases (`productPage`, owner id `guest:<id>` or `consumer:<id>`),
 * kept apart from the bag so that buying one product from its page never touches the bag.
 */
export type BasketOwnerType = ShopperOwnerType | 'productPage';
export type ShippingMethodCode = 'standard' | 'pickup' | 'sts' | 'pudo' | 'digital' | 'customs';

export interface GiftOption {
  to: string;
  email: string;
  message: string;
}

/** A message the cart shows once, e.g. a delivery transition or an inventory change. */
export interface StoredFlash {
  type: string;
  message?: string;
  itemId?: string;
  data?: Record<string, unknown>;
}

/** A payment applied to the basket before placement (gift card, points, reward, card). */
export interface StoredPaymentInstrument {
  id: string;
  methodId: string;
  amountMinor: number;
  data: Record<string, unknown>;
}

/** A manual adjustment, e.g. an associate's price match in a buy-in-store session. */
export interface StoredPriceAdjustment {
  id: string;
  itemId: string | null;
  amountMinor: number;
  reason: string;
  /** The associate who last set it, and when (ISO 8601). */
  storeId: string;
  employeeId: string;
  adjustedAt: string;
  /** That associate's limit: the basket's adjustments never take more than this share. */
  maxPercent: number;
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
    shippingAddress: jsonb('shipping_address').$type<CartShippingAddress>(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    email: text('email'),
    /**
     * Chosen home-delivery method per shipment id ('me', 'customs'). A basket starts on the
     * standard service, which pricing would choose for it: its first change writes no choice.
     */
    shipmentMethods: jsonb('shipment_methods')
      .$type<Record<string, string>>()
      .notNull()
      .default({ me: 'standard' }),
    flash: jsonb('flash').$type<StoredFlash[]>().notNull().default([]),
    paymentInstruments: jsonb('payment_instruments')
      .$type<StoredPaymentInstrument[]>()
      .notNull()
      .default([]),
    appliedLoyaltyVoucher: jsonb('applied_loyalty_voucher').$type<{
      points: number;
      amountMinor: number;
    }>(),
    priceAdjustments: jsonb('price_adjustments')
      .$type<StoredPriceAdjustment[]>()
      .notNull()
      .default([]),
    inStoreSalesInfo: jsonb('in_store_sales_info').$type<{
      storeId: string;
      storeEmployeeId: string;
    }>(),
    /** In a buy-in-store session, the consumer the associate sells to: the order is theirs. */
    customerConsumerId: uuid('customer_consumer_id'),
    /** A buy-in-store sale whose goods the associate hands over at the till. */
    handOverInStore: boolean('hand_over_in_store').notNull().default(false),
    /** Bumped on every write; updates compare it so two tabs never overwrite each other. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('baskets_owner_idx').on(t.ownerType, t.ownerId, t.status),
    index('baskets_idle_idx').on(t.status, t.updatedAt),
  ],
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
    recipeId: text('recipe_id'),
    precreatedCustomsCode: text('precreated_customs_code'),
    /** Added by a gift-with-purchase promotion, not by the shopper. */
    isBonus: boolean('is_bonus').notNull().default(false),
    promotionId: text('promotion_id'),
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
    ownerType: text('owner_type').$type<ShopperOwnerType>().notNull(),
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
