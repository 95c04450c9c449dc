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
import type { LocalizedText } from './catalog';

export type PromotionLevel = 'ORDER' | 'PRODUCT' | 'SHIPPING';
export type PromotionType =
  'percentOff' | 'amountOff' | 'freeShipping' | 'buyXGetY' | 'giftWithPurchase';

/**
 * What a promotion needs to apply and what it gives. Amounts are minor units keyed by
 * currency, so one promotion works in every region.
 */
export interface PromotionRule {
  percent?: number;
  amountMinor?: Record<string, number>;
  /** Order (or qualifying item) subtotal from which the promotion applies. */
  thresholdMinor?: Record<string, number>;
  /** Restrict PRODUCT promotions to these categories or masters. */
  categoryIds?: string[];
  productIds?: string[];
  buyQty?: number;
  getQty?: number;
  /** The variant a gift-with-purchase adds at price 0. */
  giftVariantId?: string;
}

export const promotions = pgTable('promotions', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  level: text('level').$type<PromotionLevel>().notNull(),
  type: text('type').$type<PromotionType>().notNull(),
  rule: jsonb('rule').$type<PromotionRule>().notNull(),
  calloutMessage: jsonb('callout_message').$type<LocalizedText>().notNull(),
  /**
   * Approaching-promotion copy: three pipe-separated messages (below the threshold, above
   * it, reached); `{amount}` is replaced by what is left to spend.
   */
  approachingMessage: jsonb('approaching_message').$type<LocalizedText>(),
  requiresCoupon: boolean('requires_coupon').notNull().default(false),
  /** Lower runs first; a percent-off then sees the price after earlier promotions. */
  priority: integer('priority').notNull().default(100),
  /**
   * Exclusive promotions never combine: the cart gets either one of them alone or all the
   * stackable ones together, whichever takes off more (docs/cart.md).
   */
  exclusive: boolean('exclusive').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
});

export const coupons = pgTable('coupons', {
  /** Stored upper-case; shoppers may type any case. */
  code: text('code').primaryKey(),
  promotionId: text('promotion_id')
    .notNull()
    .references(() => promotions.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** Total redemptions allowed across all shoppers; null is unlimited. */
  maxRedemptions: integer('max_redemptions'),
  redemptionCount: integer('redemption_count').notNull().default(0),
  oncePerCustomer: boolean('once_per_customer').notNull().default(false),
});

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      .references(() => coupons.code, { onDelete: 'cascade' }),
    /** `consumer:<id>` or `guest:<id>`: the session that placed the order. */
    redeemerKey: text('redeemer_key').notNull(),
    /** The order's email, lowercased and trimmed: once-per-customer codes hold for guests too. */
    email: text('email'),
    orderNumber: text('order_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_code_idx').on(t.code, t.redeemerKey),
    index('coupon_redemptions_email_idx').on(t.code, t.email),
  ],
);
