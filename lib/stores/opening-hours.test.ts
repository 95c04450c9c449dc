import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, openingSpanOf, weekdayIn, weekdayName } from './opening-hours';

describe('opening hours', () => {
  it('reads a span and a closed day', () => {
    expect(openingSpanOf('10:00-21:00')).toEqual({ opens: '10:00', closes: '21:00' });
    expect(openingSpanOf('closed')).toBeNull();
    expect(openingSpanOf(undefined)).toBeNull();
  });

  it("takes today from the store's time zone", () => {
    // Monday 02:00 in London is still Sunday evening in Los Angeles.
    const now = new Date('2024-01-08T02:00:00Z');
    expect(weekdayIn('Europe/London', now)).toBe('mon');
    expect(weekdayIn('America/Los_Angeles', now)).toBe('sun');
  });

  it('writes times and days as the language does', () => {
    expect(formatTimeOfDay('21:00', 'de-DE')).toBe('21:00');
    expect(formatTimeOfDay('21:00', 'en-US')).toMatch(/^9:00\sPM$/);
    expect(weekdayName('mon', 'fr-FR')).toBe('lundi');
    expect(weekdayName('sun', 'en-US')).toBe('Sunday');
  });
});
