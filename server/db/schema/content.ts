import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { CanvasType } from '@/lib/contracts/content';

export type { CanvasType };

/**
 * A CMS canvas. `published` is what shoppers see; `draft` is what editors preview
 * (publish vs preview mode); `key` is the page slug, fixed page name, category id, product id,
 * search type or fragment id. `scheduled` goes live at `publishAt`; `published` is withdrawn at
 * `unpublishAt`. Every change is kept in `canvas_revisions`.
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
    scheduled: jsonb('scheduled').$type<Record<string, unknown>>(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: text('published_by'),
    draftUpdatedBy: text('draft_updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('canvases_site_type_key').on(t.siteId, t.type, t.key),
    index('canvases_type_idx').on(t.type),
  ],
);

export type CanvasRevisionAction = 'draft' | 'publish' | 'schedule' | 'unpublish' | 'delete';

/** Who changed a canvas, how and when, with the document as it was saved. */
export const canvasRevisions = pgTable(
  'canvas_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    canvasId: uuid('canvas_id')
      .notNull()
      .references(() => canvases.id, { onDelete: 'cascade' }),
    action: text('action').$type<CanvasRevisionAction>().notNull(),
    content: jsonb('content').$type<Record<string, unknown>>(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** An editor's staff id, or what a command or webhook called itself (`import:<file>`). */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('canvas_revisions_canvas_idx').on(t.canvasId, t.at)],
);
