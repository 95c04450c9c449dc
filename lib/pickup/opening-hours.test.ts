import { describe, expect, it } from 'vitest';
import { hoursToday } from './opening-hours';

const hours = { mon: '10:00-21:00', sat: '10:00-21:00', sun: 'closed' };

describe('hoursToday', () => {
  it("reads the weekday in the market's time zone", () => {
    // Sunday 02:00 in UTC is still Saturday evening in New York.
    const lateSaturday = new Date('2026-11-29T02:00:00Z');
    expect(hoursToday(hours, 'America/New_York', lateSaturday)).toBe('10:00-21:00');
    expect(hoursToday(hours, 'Europe/Paris', lateSaturday)).toBe('closed');
  });

  it('is null for a day the store does not list', () => {
    expect(hoursToday(hours, 'Europe/Paris', new Date('2026-11-25T12:00:00Z'))).toBeNull();
  });
});
