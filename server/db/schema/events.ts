import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';

/**
 * A shopper's place at an event (docs/events.md). The event itself is content (the `event`
 * canvas keyed by `event_id`); `seats` counts the shopper and a guest, and the registrations'
 * seats never pass the event's capacity (server/events/registration.ts).
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull(),
    /** The site (locale) the shopper registered on: the confirmation's language. */
    siteId: text('site_id').notNull(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Days as YYYY-MM-DD, in order. */
    attendingDays: text('attending_days').array().notNull(),
    guestName: text('guest_name'),
    seats: integer('seats').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('event_registrations_event_consumer').on(t.eventId, t.consumerId),
    index('event_registrations_consumer_idx').on(t.consumerId),
    check('event_registrations_seats', sql`${t.seats} between 1 and 2`),
  ],
);
