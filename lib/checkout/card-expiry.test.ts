import { describe, expect, it } from 'vitest';
import { formatCardExpiry, isValidCardExpiry, parseCardExpiry } from './card-expiry';

const midMarch2026 = new Date(Date.UTC(2026, 2, 15));

describe('card expiry (FE309)', () => {
  it('keeps a card valid through the last day of its expiry month', () => {
    expect(isValidCardExpiry('03/26', midMarch2026)).toBe(true);
    expect(isValidCardExpiry('02/26', midMarch2026)).toBe(false);
    expect(isValidCardExpiry('12/25', midMarch2026)).toBe(false);
    expect(isValidCardExpiry('01/27', midMarch2026)).toBe(true);
  });

  it('refuses months that do not exist, malformed text and implausibly distant years', () => {
    expect(isValidCardExpiry('13/27', midMarch2026)).toBe(false);
    expect(isValidCardExpiry('00/27', midMarch2026)).toBe(false);
    expect(isValidCardExpiry('1/2', midMarch2026)).toBe(false);
    expect(isValidCardExpiry('03/2050', midMarch2026)).toBe(false);
  });

  it('reads the forms people type', () => {
    expect(parseCardExpiry('0328')).toEqual({ month: 3, year: 2028 });
    expect(parseCardExpiry('3 / 2028')).toEqual({ month: 3, year: 2028 });
    expect(formatCardExpiry('032')).toBe('03/2');
    expect(formatCardExpiry('03/28')).toBe('03/28');
  });
});
