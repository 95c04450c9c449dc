import { describe, expect, it } from 'vitest';
import { isValidUpc, seedUpc, upcCheckDigit } from './upc';

describe('UPC', () => {
  it('computes the check digit of known codes', () => {
    expect(upcCheckDigit('03600029145')).toBe(2);
    expect(isValidUpc('036000291452')).toBe(true);
    expect(isValidUpc('036000291453')).toBe(false);
  });

  it('derives distinct valid codes per product and variant', () => {
    const codes = [
      seedUpc('08', 1, 0),
      seedUpc('08', 1, 1),
      seedUpc('08', 2, 0),
      seedUpc('09', 1, 0),
    ];
    expect(new Set(codes).size).toBe(4);
    for (const code of codes) expect(isValidUpc(code)).toBe(true);
  });
});
