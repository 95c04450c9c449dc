import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export type ConsumerType = 'REGISTERED' | 'EMPLOYEE';

export const consumers = pgTable('consumers', {
  id: uuid('id').primaryKey().defaultRandom(),
  consumerNo: text('consumer_no').notNull().unique(),
  /** Stored lowercased; the unique key for sign-in. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  consumerType: text('consumer_type').$type<ConsumerType>().notNull().default('REGISTERED'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  phoneCode: text('phone_code'),
  birthDate: date('birth_date'),
  postalCode: text('postal_code'),
  gender: text('gender'),
  countryCode: text('country_code'),
  memberId: text('member_id').unique(),
  isLoyaltyMember: boolean('is_loyalty_member').notNull().default(false),
  loyaltyOptInDate: timestamp('loyalty_opt_in_date', { withTimezone: true }),
  loyaltyPoints: integer('loyalty_points').notNull().default(0),
  isEmployeeDiscountTCAccepted: boolean('is_employee_discount_tc_accepted')
    .notNull()
    .default(false),
  preferences: jsonb('preferences')
    .$type<{ interests?: string; preferredShoeSize?: string }>()
    .notNull()
    .default({}),
  /** Athlete-profile shoppers may pay with the athlete payment method. */
  isAthlete: boolean('is_athlete').notNull().default(false),
  /** Programme identities: WRANX, and IPA for the professional programme (prosumer). */
  identities: jsonb('identities')
    .$type<{ type: 'WRANX' | 'IPA'; id: string }[]>()
    .notNull()
    .default([]),
  /** Which notifications the consumer wants, by topic (PUT notification). */
  notificationPreferences: jsonb('notification_preferences')
    .$type<Record<string, boolean>>()
    .notNull()
    .default({}),
  /** The store the shopper picks up from by default (favStoreId), kept across devices. */
  favoriteStoreId: text('favorite_store_id'),
  failedSignInCount: integer('failed_sign_in_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** approachType S is a shipping address, B a billing address; one main per type. */
export const consumerAddresses = pgTable(
  'consumer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    approachType: text('approach_type').$type<'S' | 'B'>().notNull(),
    isMain: boolean('is_main').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    province: text('province'),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    phoneCode: text('phone_code').notNull(),
  },
  (t) => [index('consumer_addresses_consumer_idx').on(t.consumerId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    type: text('type').$type<'Newsletter' | 'LoyaltyNewsletter'>().notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    optin: boolean('optin').notNull(),
    doubleOptin: boolean('double_optin').notNull().default(false),
    countryCode: text('country_code'),
    source: text('source'),
    optinDate: timestamp('optin_date', { withTimezone: true }),
    optoutDate: timestamp('optout_date', { withTimezone: true }),
    /** The language the confirmation went out in, for later messages. */
    locale: text('locale'),
    /** SHA-256 of the double opt-in link's token, while confirmation is awaited. */
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    doubleOptinDate: timestamp('double_optin_date', { withTimezone: true }),
  },
  (t) => [index('subscriptions_recipient_idx').on(t.recipient)],
);

/**
 * Saved cards: the provider's token (Adyen storedPaymentMethodId, or the simulator's) and
 * what the shopper needs to recognise the card; never the card number.
 */
export const consumerPaymentCards = pgTable(
  'consumer_payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'adyen' | 'simulator'>().notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    holderName: text('holder_name').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consumer_payment_cards_consumer_idx').on(t.consumerId)],
);

/** Single-use reward codes (payment method REWARD_CODE), optionally tied to one consumer. */
export const rewardCodes = pgTable('reward_codes', {
  code: text('code').primaryKey(),
  consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  redeemedOrderNumber: text('redeemed_order_number'),
});
