import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When the data behind each cache tag (lib/cache-tags.ts) last changed. Database triggers keep
 * it (migration 0007), so every writer counts, whichever process or tool it is; the page cache
 * asks it before serving a cached read (server/entry/cache-handler.mjs).
 */
export const cacheTagChanges = pgTable('cache_tag_changes', {
  tag: text('tag').primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});
