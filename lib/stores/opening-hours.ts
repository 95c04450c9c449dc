import { timeZoneOfCountry } from '@/lib/i18n/locales';

/** The days of a store's week as its opening hours name them, Monday first. */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

export interface OpeningSpan {
  opens: string;
  closes: string;
}

/** `"10:00-21:00"` → its span; `"closed"` (or anything else) → null: closed that day. */
export function openingSpanOf(hours: string | undefined): OpeningSpan | null {
  const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(hours ?? '');
  return match?.[1] && match[2] ? { opens: match[1], closes: match[2] } : null;
}

/** The day it is now where the store is (its country's time zone). */
export function weekdayIn(timeZone: string, now: Date): Weekday {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone })
    .format(now)
    .toLowerCase()
    .slice(0, 3);
  return weekdays.find((day) => day === name) ?? 'mon';
}

/** The store's day today, in its own country's time zone (a Paris store's Sunday starts in Paris). */
export function storeToday(countryCode: string, now: Date): Weekday {
  return weekdayIn(timeZoneOfCountry(countryCode) ?? 'UTC', now);
}

/** `"21:00"` as the language writes a time of day (9:00 PM, 21:00). */
export function formatTimeOfDay(time: string, languageTag: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(languageTag, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, 1, hours, minutes));
}

/** A weekday's name in the language; 2024-01-01 was a Monday. */
export function weekdayName(day: Weekday, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + weekdays.indexOf(day)),
  );
}

const schemaDays: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The open days of a week as schema.org names them, for a Store's structured data. */
export function openDaysOf(
  hours: Readonly<Record<string, string>>,
): { day: string; opens: string; closes: string }[] {
  return weekdays.flatMap((day) => {
    const span = openingSpanOf(hours[day]);
    return span ? [{ day: schemaDays[day], ...span }] : [];
  });
}
