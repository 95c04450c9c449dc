import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { variants } from './catalog';

export type OpeningHours = Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', string>;

export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    province: text('province'),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    hours: jsonb('hours').$type<OpeningHours>().notNull(),
    offersPickup: boolean('offers_pickup').notNull().default(true),
    offersShipToStore: boolean('offers_ship_to_store').notNull().default(true),
    isCollectionPoint: boolean('is_collection_point').notNull().default(false),
    /** The carrier running a collection point; null for the brand's own stores. */
    carrier: text('carrier'),
  },
  (t) => [index('stores_country_idx').on(t.countryCode)],
);

export type StaffRole = 'associate' | 'editor';

export const storeEmployees = pgTable('store_employees', {
  id: text('id').primaryKey(),
  storeId: text('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  /** scrypt hash for the associate sign-in (agent login); null means the associate cannot sign in. */
  passwordHash: text('password_hash'),
  failedSignInCount: integer('failed_sign_in_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /**
   * The most this associate's price adjustments may take off a basket: a percent of what it
   * costs after promotions, and an amount in whole units of its currency. Null uses
   * ASSOCIATE_ADJUSTMENT_MAX_PERCENT and ASSOCIATE_ADJUSTMENT_MAX_AMOUNT.
   */
  adjustmentMaxPercent: integer('adjustment_max_percent'),
  adjustmentMaxAmount: integer('adjustment_max_amount'),
  /** What the account may do: `associate` runs the till, `editor` previews and publishes content. */
  roles: text('roles').array().$type<StaffRole[]>().notNull().default(['associate']),
});

export const storeInventory = pgTable(
  'store_inventory',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.variantId] }),
    index('store_inventory_variant_idx').on(t.variantId),
  ],
);

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  dialCode: text('dial_code').notNull(),
  phoneMask: text('phone_mask'),
});
