import { describe, expect, it } from 'vitest';
import { cardBrandOf, formatCardNumber, isValidCardNumber, passesLuhn } from './card-number';

describe('card numbers', () => {
  it('accepts the test cards and refuses a mistyped digit (Luhn)', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('4212 3456 7891 0006')).toBe(true);
    expect(passesLuhn('5555 5555 5555 4444')).toBe(true);
    expect(passesLuhn('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('4111111111111121')).toBe(false);
  });

  it('refuses numbers too short or too long for a card even when the checksum holds', () => {
    expect(passesLuhn('0')).toBe(true);
    expect(isValidCardNumber('0')).toBe(false);
    expect(isValidCardNumber('4111111111111111')).toBe(true);
    expect(isValidCardNumber(`${'0'.repeat(20)}`)).toBe(false);
  });

  it('recognises the brand and groups digits the way the card prints them', () => {
    expect(cardBrandOf('4111')).toBe('visa');
    expect(cardBrandOf('2221 00')).toBe('mc');
    expect(cardBrandOf('3714')).toBe('amex');
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('41a1-1')).toBe('4111');
  });
});
