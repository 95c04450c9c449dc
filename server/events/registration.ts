import { and, eq, sql } from 'drizzle-orm';
import type { EventCanvas } from '@/lib/contracts/events';
import { eventDays, splitAttendingDays } from '@/lib/events/event-days';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { eventRegistrations } from '../db/schema';
import { ApiError } from '../http/api-error';

export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;

/**
 * The days a shopper asked for, in the event's order. A one-day event needs no choice; a longer
 * one needs at least one of its days, and nothing outside them (ATTR200 on attendingDays).
 */
export function chosenDays(
  event: Pick<EventCanvas, 'startDate' | 'endDate'>,
  attendingDays: string,
) {
  const days = eventDays(event.startDate, event.endDate);
  const asked = new Set(splitAttendingDays(attendingDays));
  const refuse = (message: string) =>
    new ApiError('ATTR200', message, { field: 'body.attendingDays' });
  if (asked.size === 0) {
    if (days.length === 1) return days;
    throw refuse('Choose at least one day of the event.');
  }
  const outside = [...asked].filter((day) => !days.includes(day));
  if (outside.length > 0) {
    throw refuse(`The event does not take place on ${outside.join(', ')}.`);
  }
  return days.filter((day) => asked.has(day));
}

export interface NewRegistration {
  eventId: string;
  siteId: Locale;
  consumerId: string;
  email: string;
  attendingDays: string[];
  guestName: string;
  capacity: number;
  now: Date;
}

/**
 * Records the registration if the shopper is not registered yet (EVT409) and the event has room
 * for them and their guest (EVT410). A transaction-scoped advisory lock on the event id makes
 * concurrent registrations for one event take turns between the count and the insert, so
 * together they never pass the capacity; other events are not held up.
 */
export async function registerForEvent(
  db: Database,
  registration: NewRegistration,
): Promise<EventRegistrationRow> {
  const { eventId, consumerId, capacity } = registration;
  const seats = registration.guestName ? 2 : 1;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`event:${eventId}`}, 0))`);
    const [existing] = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.consumerId, consumerId)),
      )
      .limit(1);
    if (existing) throw new ApiError('EVT409');
    const [taken] = await tx
      .select({ seats: sql<number>`coalesce(sum(${eventRegistrations.seats}), 0)::int` })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId));
    if ((taken?.seats ?? 0) + seats > capacity) throw new ApiError('EVT410');
    const [row] = await tx
      .insert(eventRegistrations)
      .values({
        eventId,
        siteId: registration.siteId,
        consumerId,
        email: registration.email,
        attendingDays: registration.attendingDays,
        guestName: registration.guestName || null,
        seats,
        createdAt: registration.now,
      })
      .returning();
    return row!;
  });
}
