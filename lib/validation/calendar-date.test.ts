import { describe, expect, it } from 'vitest';
import {
  compareDates,
  daysInMonth,
  formatDisplayDate,
  localCalendarDate,
  parseDisplayDate,
  parseIsoDate,
  toIsoDate,
  yearsBefore,
} from './calendar-date';

describe('daysInMonth', () => {
  it('knows leap years, century years included', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });
});

describe('parseDisplayDate', () => {
  it('reads MM/DD/YYYY and DD/MM/YYYY', () => {
    expect(parseDisplayDate('03/04/2001', 'MM/DD/YYYY')).toEqual({ year: 2001, month: 3, day: 4 });
    expect(parseDisplayDate('03/04/2001', 'DD/MM/YYYY')).toEqual({ year: 2001, month: 4, day: 3 });
  });

  it('tells the formats apart when the day is over 12', () => {
    expect(parseDisplayDate('12/25/2000', 'MM/DD/YYYY')).not.toBeNull();
    expect(parseDisplayDate('12/25/2000', 'DD/MM/YYYY')).toBeNull();
    expect(parseDisplayDate('25/12/2000', 'DD/MM/YYYY')).not.toBeNull();
    expect(parseDisplayDate('25/12/2000', 'MM/DD/YYYY')).toBeNull();
  });

  it('takes 29 February only in leap years', () => {
    expect(parseDisplayDate('29/02/2024', 'DD/MM/YYYY')).not.toBeNull();
    expect(parseDisplayDate('29/02/2023', 'DD/MM/YYYY')).toBeNull();
    expect(parseDisplayDate('02/29/2000', 'MM/DD/YYYY')).not.toBeNull();
    expect(parseDisplayDate('02/29/1900', 'MM/DD/YYYY')).toBeNull();
  });

  it('refuses days that do not exist', () => {
    expect(parseDisplayDate('31/04/2001', 'DD/MM/YYYY')).toBeNull();
    expect(parseDisplayDate('00/01/2001', 'DD/MM/YYYY')).toBeNull();
    expect(parseDisplayDate('13/01/2001', 'MM/DD/YYYY')).toBeNull();
    expect(parseDisplayDate('00/10/2001', 'MM/DD/YYYY')).toBeNull();
  });

  it('needs the exact shape of the format', () => {
    expect(parseDisplayDate('1/2/2001', 'DD/MM/YYYY')).toBeNull();
    expect(parseDisplayDate('01-02-2001', 'DD/MM/YYYY')).toBeNull();
    expect(parseDisplayDate('01/02/01', 'DD/MM/YYYY')).toBeNull();
    expect(parseDisplayDate(' 01/02/2001', 'DD/MM/YYYY')).toBeNull();
    expect(parseDisplayDate('', 'DD/MM/YYYY')).toBeNull();
  });
});

describe('parseIsoDate', () => {
  it('reads real YYYY-MM-DD days only', () => {
    expect(parseIsoDate('1900-01-01')).toEqual({ year: 1900, month: 1, day: 1 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('01/01/1900')).toBeNull();
  });
});

describe('formatDisplayDate and toIsoDate', () => {
  const date = { year: 2001, month: 3, day: 4 };

  it('write the day in each format, zero-padded', () => {
    expect(formatDisplayDate(date, 'MM/DD/YYYY')).toBe('03/04/2001');
    expect(formatDisplayDate(date, 'DD/MM/YYYY')).toBe('04/03/2001');
    expect(toIsoDate(date)).toBe('2001-03-04');
  });

  it('round-trip with the parsers', () => {
    expect(parseDisplayDate(formatDisplayDate(date, 'DD/MM/YYYY'), 'DD/MM/YYYY')).toEqual(date);
    expect(parseIsoDate(toIsoDate(date))).toEqual(date);
  });
});

describe('compareDates', () => {
  it('orders by year, then month, then day', () => {
    const day = { year: 2000, month: 6, day: 15 };
    expect(compareDates(day, { ...day })).toBe(0);
    expect(compareDates(day, { ...day, day: 16 })).toBeLessThan(0);
    expect(compareDates(day, { ...day, month: 5, day: 30 })).toBeGreaterThan(0);
    expect(compareDates(day, { year: 1999, month: 12, day: 31 })).toBeGreaterThan(0);
  });
});

describe('localCalendarDate', () => {
  it('takes the local day of a moment, months from 1', () => {
    expect(localCalendarDate(new Date(2024, 1, 29, 23, 59))).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
  });
});

describe('yearsBefore', () => {
  it('keeps the day and month', () => {
    expect(yearsBefore({ year: 2024, month: 6, day: 15 }, 13)).toEqual({
      year: 2011,
      month: 6,
      day: 15,
    });
  });

  it('falls back from 29 February to the 28th in a common year', () => {
    expect(yearsBefore({ year: 2024, month: 2, day: 29 }, 13)).toEqual({
      year: 2011,
      month: 2,
      day: 28,
    });
    expect(yearsBefore({ year: 2024, month: 2, day: 29 }, 16)).toEqual({
      year: 2008,
      month: 2,
      day: 29,
    });
  });
});
