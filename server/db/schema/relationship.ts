import type { LoyaltyPointReasonName } from '@/lib/contracts/loyalty';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';
import { wishlists } from './baskets';
import { giftCards } from './orders';

/**
 * A read-only link to a favorites list. Only the token's SHA-256 is kept, so the table cannot
 * hand out working links; revoking stamps `revokedAt` and the token never works again.
 */
export const wishlistShares = pgTable(
  'wishlist_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('wishlist_shares_list_idx').on(t.wishlistId)],
);

/** Gift cards a consumer keeps in the account to pay with later; the card row holds the balance. */
export const consumerGiftCards = pgTable(
  'consumer_gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    cardNumber: text('card_number')
      .notNull()
      .references(() => giftCards.number, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consumer_gift_cards_owner_card_idx').on(t.consumerId, t.cardNumber)],
);

export type LoyaltyPointReason = LoyaltyPointReasonName;

/**
 * Every change to a member's points, signed. `consumers.loyalty_points` is the running balance;
 * this is its history. The unique key makes each change happen once per order and reference
 * (a return id, a hold), so a replayed event adds nothing.
 */
export const loyaltyPointEvents = pgTable(
  'loyalty_point_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').$type<LoyaltyPointReason>().notNull(),
    orderNumber: text('order_number').notNull().default(''),
    reference: text('reference').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_point_events_once_idx').on(
      t.consumerId,
      t.reason,
      t.orderNumber,
      t.reference,
    ),
    index('loyalty_point_events_consumer_idx').on(t.consumerId, t.createdAt),
  ],
);

/** Every text message the store sends; with no SMS provider configured this is where they go. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164, with the plus. */
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    transport: text('transport').$type<'outbox' | 'provider'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);
