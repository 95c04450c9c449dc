import { describe, expect, it } from 'vitest';
import { findCountry } from '../countries';
import { digitCount, nationalFormats } from './national-formats';

describe('nationalFormats', () => {
  it('counts the digits of a mask', () => {
    expect(digitCount('(XXX) XXX - XXXX')).toBe(10);
    expect(digitCount('X XX XX XX XX')).toBe(9);
    expect(digitCount('')).toBe(0);
  });

  it('lists Germany with three lengths, shortest first', () => {
    expect(nationalFormats['49']?.map(digitCount)).toEqual([9, 10, 11]);
  });

  it('agrees with the embedded country list for the single-format countries', () => {
    for (const [country, dialCode] of [
      ['US', '1'],
      ['GB', '44'],
      ['FR', '33'],
      ['IT', '39'],
    ] as const) {
      expect(nationalFormats[dialCode]).toEqual([findCountry(country)?.phoneMask]);
    }
  });
});
