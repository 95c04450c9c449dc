import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The store's own Optimizely datafile (`key` 'main'), served when no OPTIMIZELY_SDK_KEY is
 * set; written by the seed and `npm run content -- import-experiments` (docs/experiments.md).
 */
export const experimentDatafiles = pgTable('experiment_datafiles', {
  key: text('key').primaryKey(),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ExperimentEventKind = 'exposure' | 'conversion';

/**
 * What the SDK's batches reported in the offline mode: a visitor shown a variation
 * (exposure), or a visitor's conversion event. `uuid` is the SDK's event id, so a batch sent
 * twice counts once.
 */
export const experimentEvents = pgTable(
  'experiment_events',
  {
    uuid: uuid('uuid').primaryKey(),
    kind: text('kind').$type<ExperimentEventKind>().notNull(),
    visitorId: text('visitor_id').notNull(),
    /** The experiment's and variation's keys for an exposure; null for a conversion. */
    experimentKey: text('experiment_key'),
    variationKey: text('variation_key'),
    eventKey: text('event_key').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('experiment_events_exposure_idx').on(t.experimentKey, t.variationKey, t.visitorId),
    index('experiment_events_visitor_idx').on(t.visitorId, t.kind),
  ],
);
