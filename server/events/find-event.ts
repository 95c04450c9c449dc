import { eventCanvasSchema, type EventCanvas } from '@/lib/contracts/events';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { readCanvas } from '../content/canvases';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';

/** The calendar day (YYYY-MM-DD) it is at `now` in a time zone. */
export function dayIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/**
 * The event as shoppers of the site see it now (its published `event` canvas), while it takes
 * registrations: until its last day ends where the site is. EVT404 otherwise.
 */
export async function requireOpenEvent(
  db: Database,
  siteId: Locale,
  eventId: string,
  now: Date,
): Promise<EventCanvas> {
  const canvas = await readCanvas(
    db,
    { siteId, type: 'event', key: eventId },
    { mode: 'publish', now },
  );
  const event = canvas ? eventCanvasSchema.safeParse(canvas.content) : null;
  if (!event?.success || event.data.endDate < dayIn(settingsFor(siteId).timeZone, now)) {
    throw new ApiError('EVT404');
  }
  return event.data;
}
