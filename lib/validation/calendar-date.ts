import type { DateFormat } from '../i18n/locales';

/**
 * A day on the calendar with no time or zone, so a birth date typed in New York is the same
 * day in Berlin. Months count from 1.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const displayPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function realDate(year: number, month: number, day: number): CalendarDate | null {
  const valid = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  return valid ? { year, month, day } : null;
}

/** Reads DD/MM/YYYY or MM/DD/YYYY strictly (two-digit day and month); null unless a real day. */
export function parseDisplayDate(value: string, format: DateFormat): CalendarDate | null {
  const match = displayPattern.exec(value);
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return format === 'DD/MM/YYYY' ? realDate(year, second, first) : realDate(year, first, second);
}

/** Reads YYYY-MM-DD, the form the API exchanges; null unless a real day. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = isoPattern.exec(value);
  if (!match) return null;
  return realDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function formatDisplayDate(date: CalendarDate, format: DateFormat): string {
  const day = pad(date.day, 2);
  const month = pad(date.month, 2);
  const year = pad(date.year, 4);
  return format === 'DD/MM/YYYY' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

export function toIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Negative when `a` is earlier, zero on the same day, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Today where the visitor is: the browser's local calendar day of `now`. */
export function localCalendarDate(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * The same day `years` earlier. 29 February falls back to the 28th in a common year: someone
 * born on 28 February 2011 has turned 13 by 29 February 2024, someone born on 1 March has not.
 */
export function yearsBefore(date: CalendarDate, years: number): CalendarDate {
  const year = date.year - years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}
