import { describe, expect, it } from 'vitest';
import { addressFormFor, addressFormsForLocale } from './form-definitions';
import { checkAddress } from './normalize-address';
import { provincesOf } from './provinces';
import { applyTransforms } from './transforms';

const values = {
  firstName: 'Alex',
  lastName: 'Runner',
  addressLine1: '350 Fifth Avenue',
  addressLine2: '',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
  country: 'US',
  email: 'alex@example.com',
  phone: '(212) 736-3100',
};

describe('address form definitions', () => {
  it("serves each locale its own country's form", () => {
    expect(addressFormsForLocale('en-gb').map((form) => form.countryCode)).toEqual(['GB']);
    expect(
      addressFormsForLocale('fr-ca')[0]!.fields.find((f) => f.name === 'province')?.options,
    ).toContainEqual({
      code: 'QC',
      name: 'Québec',
    });
  });

  it('lists the 50 states and DC, and the 13 provinces and territories', () => {
    expect(provincesOf('US')).toHaveLength(51);
    expect(provincesOf('CA')).toHaveLength(13);
    expect(provincesOf('FR')).toEqual([]);
  });

  it.each([
    ['US', '12345-6789', true],
    ['US', '1234', false],
    ['CA', 'K1A 0B1', true],
    ['CA', 'D1A 0B1', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'SW1A', false],
    ['FR', '75001', true],
    ['DE', '1011', false],
    ['IT', '00184', true],
  ] as const)('checks %s postal code %s', (country, postalCode, valid) => {
    const pattern = addressFormFor(country, 'en-us').fields.find(
      (f) => f.name === 'postalCode',
    )!.pattern!;
    expect(new RegExp(pattern.source, pattern.caseInsensitive ? 'i' : '').test(postalCode)).toBe(
      valid,
    );
  });

  it('formats postal codes as the post offices write them', () => {
    expect(applyTransforms(' k1a0b1 ', ['trim', 'uppercase', 'caPostalCodeSpace'])).toBe('K1A 0B1');
    expect(applyTransforms('sw1a1aa', ['trim', 'uppercase', 'gbPostalCodeSpace'])).toBe('SW1A 1AA');
  });
});

describe('checkAddress', () => {
  it('accepts a good address and puts the phone in international form', () => {
    const result = checkAddress(values, addressFormFor('US', 'en-us'));
    expect(result.errors).toEqual({});
    expect(result.internationalPhone).toBe('+12127363100');
  });

  it('names each failing field', () => {
    const result = checkAddress(
      { ...values, firstName: 'A', province: 'ZZ', phone: '555' },
      addressFormFor('US', 'en-us'),
    );
    expect(Object.keys(result.errors).sort()).toEqual(['firstName', 'phone', 'province']);
  });
});
