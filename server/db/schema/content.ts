import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** The kinds of canvas the content service serves. */
export type CanvasType =
  'page' | 'category' | 'product' | 'menu' | 'footer' | 'fragment' | 'popups' | 'search';

/**
 * A CMS canvas. `published` is what shoppers see; `draft` is what editors preview
 * (publish vs preview mode); `key` is the page slug, category id, product id or fragment id.
 */
export const canvases = pgTable(
  'canvases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: text('site_id').notNull(),
    type: text('type').$type<CanvasType>().notNull(),
    key: text('key').notNull(),
    published: jsonb('published').$type<Record<string, unknown>>(),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('canvases_site_type_key').on(t.siteId, t.type, t.key),
    index('canvases_type_idx').on(t.type),
  ],
);
