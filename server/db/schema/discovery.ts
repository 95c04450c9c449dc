import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Back-in-stock requests; the merchant lists them and mails shoppers on restock. */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: text('variant_id').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [unique('stock_notifications_variant_email').on(t.variantId, t.email)],
);

/** Searches that found something, counted per locale: the source of "popular searches". */
export const searchQueries = pgTable(
  'search_queries',
  {
    locale: text('locale').notNull(),
    query: text('query').notNull(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('search_queries_locale_query').on(t.locale, t.query),
    index('search_queries_popular_idx').on(t.locale, t.count),
  ],
);
