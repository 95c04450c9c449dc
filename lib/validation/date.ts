import type { DateFormat } from '../i18n/locales';
import {
  compareDates,
  formatDisplayDate,
  parseDisplayDate,
  type CalendarDate,
} from './calendar-date';
import type { Validator } from './message';

/** The typed text must follow the display format and name a real day (no 31/04, no 29/02/2023). */
export function validDate(format: DateFormat): Validator<string> {
  return (value) =>
    value === '' || parseDisplayDate(value, format)
      ? null
      : { key: 'dateFormat', values: { format } };
}

/**
 * The bound checks let text that is not a date through: `validDate` runs before them and says
 * what is wrong. The bound is quoted in the same display format the visitor types.
 */
export function dateOnOrBefore(max: CalendarDate, format: DateFormat): Validator<string> {
  return (value) => {
    const date = parseDisplayDate(value, format);
    return date && compareDates(date, max) > 0
      ? { key: 'dateMax', values: { date: formatDisplayDate(max, format) } }
      : null;
  };
}

export function dateOnOrAfter(min: CalendarDate, format: DateFormat): Validator<string> {
  return (value) => {
    const date = parseDisplayDate(value, format);
    return date && compareDates(date, min) < 0
      ? { key: 'dateMin', values: { date: formatDisplayDate(min, format) } }
      : null;
  };
}
