import type { DateFormat } from '../i18n/locales';
import {
  compareDates,
  formatDisplayDate,
  localCalendarDate,
  parseDisplayDate,
  yearsBefore,
  type CalendarDate,
} from './calendar-date';
import { validDate } from './date';
import type { Validator } from './message';

export interface BirthDateOptions {
  format: DateFormat;
  /** The country's minimal age to hold an account (see sign-up-rules). */
  minimumAge: number;
  /** Whether the country asks for the date ("required when configured"). */
  required: boolean;
  /** The moment of the check; passed in so the rule is pure and testable. */
  now: Date;
  /** Days before it are not believable birth dates; 1 January 1900 unless given. */
  earliest?: CalendarDate;
}

/** The spec gives 1900-01-01 as the example minimum date. */
export const EARLIEST_BIRTH_DATE: CalendarDate = { year: 1900, month: 1, day: 1 };

/**
 * In order: missing when required (PRO411), not a real date, before the earliest day
 * (dobValidationMsg), later than the day that makes the visitor the minimal age
 * (dobAgeRestrictionMsg). Both date bounds are an invalid age (PRO410), which is what the
 * server answers for them.
 */
export function validBirthDate(options: BirthDateOptions): Validator<string> {
  const { format, minimumAge, required, now, earliest = EARLIEST_BIRTH_DATE } = options;
  const latest = yearsBefore(localCalendarDate(now), minimumAge);
  const wellFormed = validDate(format);
  return (value) => {
    if (value.trim() === '') return required ? { key: 'required', code: 'PRO411' } : null;
    const date = parseDisplayDate(value, format);
    if (!date) return wellFormed(value);
    if (compareDates(date, earliest) < 0) {
      const bound = formatDisplayDate(earliest, format);
      return { key: 'dobValidationMsg', values: { date: bound }, code: 'PRO410' };
    }
    if (compareDates(date, latest) > 0) {
      return { key: 'dobAgeRestrictionMsg', values: { age: minimumAge }, code: 'PRO410' };
    }
    return null;
  };
}
