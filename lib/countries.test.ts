import { describe, expect, it } from 'vitest';
import { countries, findCountry } from './countries';

describe('countries', () => {
  it('holds about 240 entries with unique alpha-2 codes', () => {
    expect(countries.length).toBeGreaterThanOrEqual(230);
    expect(countries.length).toBeLessThanOrEqual(250);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dialCode).toMatch(/^[1-9]\d{0,3}$/);
      if (country.phoneMask) expect(country.phoneMask).toMatch(/^[X()\s-]+$/);
    }
  });

  it('knows the dial codes of the storefront countries', () => {
    expect(findCountry('US')?.dialCode).toBe('1');
    expect(findCountry('CA')?.dialCode).toBe('1');
    expect(findCountry('GB')?.dialCode).toBe('44');
    expect(findCountry('FR')?.dialCode).toBe('33');
    expect(findCountry('DE')?.dialCode).toBe('49');
    expect(findCountry('IT')?.dialCode).toBe('39');
  });

  it('carries the national phone masks named in the spec', () => {
    expect(findCountry('FR')?.phoneMask).toBe('X XX XX XX XX');
    expect(findCountry('US')?.phoneMask).toBe('(XXX) XXX - XXXX');
    expect(findCountry('CA')?.phoneMask).toBe('(XXX) XXX - XXXX');
    expect(findCountry('DE')?.phoneMask).toBeDefined();
  });

  it('finds countries case-insensitively and misses unknown codes', () => {
    expect(findCountry('fr')?.name).toBe('France');
    expect(findCountry('ZZ')).toBeUndefined();
  });
});
