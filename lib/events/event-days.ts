import {
  compareDates,
  daysInMonth,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
} from '../validation/calendar-date';

/** An event lasts at most this many days: the attending-days picker lists every one. */
export const MAX_EVENT_DAYS = 14;

function nextDay({ year, month, day }: CalendarDate): CalendarDate {
  if (day < daysInMonth(year, month)) return { year, month, day: day + 1 };
  return month < 12 ? { year, month: month + 1, day: 1 } : { year: year + 1, month: 1, day: 1 };
}

/**
 * Each day from `startDate` to `endDate` (ISO YYYY-MM-DD, both included), in order; empty when
 * either is not a real day or the end is before the start.
 */
export function eventDays(startDate: string, endDate: string): string[] {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (!start || !end) return [];
  const days: string[] = [];
  for (let day = start; compareDates(day, end) <= 0 && days.length <= MAX_EVENT_DAYS;) {
    days.push(toIsoDate(day));
    day = nextDay(day);
  }
  return days;
}

/** The payload's `attendingDays` (spec 002 section 3) is the chosen days, comma-joined. */
export function joinAttendingDays(days: readonly string[]): string {
  return days.join(',');
}

/** The days of a comma-joined `attendingDays`, trimmed, without blanks or repeats. */
export function splitAttendingDays(value: string): string[] {
  const days = value
    .split(',')
    .map((day) => day.trim())
    .filter(Boolean);
  return [...new Set(days)];
}
