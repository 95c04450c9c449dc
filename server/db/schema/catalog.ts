import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Full-text document: kept as the value, never read by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Text keyed by language (`en`, `fr`, `de`, `it`); `en` is always present. */
export type LocalizedText = { en: string } & Partial<Record<string, string>>;

export const categories = pgTable(
  'categories',
  {
    /** 4 to 10 digits, as category URLs carry it. */
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export type ProductKind = 'shoes' | 'apparel' | 'accessories' | 'giftcard';

export const products = pgTable(
  'products',
  {
    /** The master id: 8 to 11 uppercase letters or digits. */
    id: text('id').primaryKey(),
    /** Style id: 8 uppercase letters or digits. */
    styleId: text('style_id').notNull(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    kind: text('kind').$type<ProductKind>().notNull(),
    /** Key of the size chart served by /fapi/components/size-chart/{productType}. */
    productType: text('product_type').notNull(),
    gender: text('gender'),
    activity: text('activity'),
    badge: jsonb('badge').$type<LocalizedText>(),
    eyebrow: jsonb('eyebrow').$type<LocalizedText>(),
    primaryCategoryId: text('primary_category_id').notNull(),
    isDigital: boolean('is_digital').notNull().default(false),
    /** Reservable products count as always available. */
    isReservable: boolean('is_reservable').notNull().default(false),
    isGiftWithPurchase: boolean('is_gift_with_purchase').notNull().default(false),
    isPresale: boolean('is_presale').notNull().default(false),
    /** Coming soon until this moment; add to cart is hidden before it. */
    targetPublishDate: timestamp('target_publish_date', { withTimezone: true }),
    notifyMe: boolean('notify_me').notNull().default(true),
    maxQty: integer('max_qty').notNull().default(999999),
    details: jsonb('details')
      .$type<{ en: string[] } & Partial<Record<string, string[]>>>()
      .notNull(),
    modelMeasurements: jsonb('model_measurements').$type<LocalizedText>(),
    isOnline: boolean('is_online').notNull().default(true),
    /**
     * Names in every language, style id, colours and category names, lower-cased: what
     * product search matches by full text (typos are corrected against a word list first).
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * search_text as full-text words, stored so matching and ranking read it instead of
     * parsing the text of every candidate again; generated, so every writer keeps it true.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('products_primary_category_idx').on(t.primaryCategoryId),
    index('products_style_idx').on(t.styleId),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // What facets read of each listed product, from the index alone instead of the wide rows.
    index('products_facet_columns_idx').on(t.id, t.isOnline, t.gender, t.activity, t.productType),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.position),
    // Lets a category's product set be read from the index alone (facet counts).
    index('product_categories_category_product_idx').on(t.categoryId, t.productId),
  ],
);

/** A colourway of a master: its swatch and its images. */
export const productColors = pgTable(
  'product_colors',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    swatchHex: text('swatch_hex').notNull(),
    /** Paths under /media, first is the primary image. */
    images: jsonb('images').$type<string[]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.code] })],
);

export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorCode: text('color_code').notNull(),
    size: text('size').notNull(),
    upc: text('upc').notNull().unique(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    // The size facet reads a product's sizes from the index alone.
    index('variants_product_size_idx').on(t.productId, t.size),
  ],
);

/** Prices in minor units, one row per variant and currency. */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    originalMinor: integer('original_minor').notNull(),
    currentMinor: integer('current_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.currency] })],
);

/**
 * A product's lowest current price per currency, kept by triggers on `variant_prices` and
 * `variants` (migration 0008) so price facets and sorts read one row instead of every variant.
 */
export const productLowestPrices = pgTable(
  'product_lowest_prices',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    currentMinor: integer('current_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    // One currency's lowest prices for a whole listing, from the index alone.
    index('product_lowest_prices_currency_idx').on(t.currency, t.productId, t.currentMinor),
    // One currency's products cheapest first (or dearest, read backwards): price-sorted pages.
    index('product_lowest_prices_price_idx').on(t.currency, t.currentMinor, t.productId),
  ],
);

/**
 * A product's distinct sizes, kept by triggers on `variants` (migration 0013) so the size facet
 * reads one short row per product instead of every variant (a size repeats per colour).
 */
export const productSizes = pgTable('product_sizes', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sizes: text('sizes').array().notNull(),
});

/** Online stock; `reserved` is held by open checkouts and never sold twice. */
export const inventory = pgTable('inventory', {
  variantId: text('variant_id')
    .primaryKey()
    .references(() => variants.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  reserved: integer('reserved').notNull().default(0),
});

/** A curated group of masters sold together (a look, a kit). */
export const productSets = pgTable('product_sets', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const productSetMembers = pgTable(
  'product_set_members',
  {
    setId: text('set_id')
      .notNull()
      .references(() => productSets.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.productId] }),
    index('product_set_members_product_idx').on(t.productId),
  ],
);
