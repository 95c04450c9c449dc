import { describe, expect, it } from 'vitest';
import { normalizePhone } from './normalize';

describe('normalizePhone', () => {
  it('keeps a number that already starts with a plus, without its formatting', () => {
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone(' +1 (212) 555-0123', '44')).toBe('+12125550123');
  });

  it('prefixes the dial code', () => {
    expect(normalizePhone('(212) 555 - 0123', '1')).toBe('+12125550123');
    expect(normalizePhone('6 12 34 56 78', '33')).toBe('+33612345678');
    expect(normalizePhone('151 12345678', '49')).toBe('+4915112345678');
  });

  it('drops the leading zero for dial code 44', () => {
    expect(normalizePhone('07700 900123', '44')).toBe('+447700900123');
    expect(normalizePhone('7700 900123', '44')).toBe('+447700900123');
  });

  it('keeps the leading zero for other dial codes', () => {
    expect(normalizePhone('06 1234 5678', '39')).toBe('+390612345678');
  });

  it('takes ten digits with no country match as North American', () => {
    expect(normalizePhone('2125550123')).toBe('+12125550123');
    expect(normalizePhone('212-555-0123', '999')).toBe('+12125550123');
  });

  it('assumes other numbers without a country match carry their country code', () => {
    expect(normalizePhone('447700900123')).toBe('+447700900123');
    expect(normalizePhone('447700900123', '')).toBe('+447700900123');
  });

  it('leaves an empty field empty', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone(' - ', '1')).toBe('');
  });
});
