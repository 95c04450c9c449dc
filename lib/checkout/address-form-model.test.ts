import { describe, expect, it } from 'vitest';
import { addressFormFor } from '../address/form-definitions';
import {
  addressFormSchema,
  addressToFormValues,
  emptyAddressValues,
  toAddressInput,
  toPlaceOrderAddress,
} from './address-form-model';

function issuesOf(result: ReturnType<ReturnType<typeof addressFormSchema>['safeParse']>) {
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path[0], JSON.parse(issue.message).key]),
  );
}

const us = addressFormFor('US', 'en-us');
const gb = addressFormFor('GB', 'en-gb');
const fr = addressFormFor('FR', 'fr-fr');

const usAddress = {
  ...emptyAddressValues(us, 'ada@example.com'),
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Main Street',
  city: 'Springfield',
  province: 'IL',
  postalCode: '62701',
  phone: '(217) 555-0100',
};

describe('address form per country', () => {
  it('accepts a complete US address and asks for the state from the list', () => {
    expect(addressFormSchema(us).safeParse(usAddress).success).toBe(true);
    expect(issuesOf(addressFormSchema(us).safeParse({ ...usAddress, province: '' }))).toEqual({
      province: 'required',
    });
    expect(issuesOf(addressFormSchema(us).safeParse({ ...usAddress, province: 'ZZ' }))).toEqual({
      province: 'required',
    });
  });

  it('applies each country postal code format', () => {
    expect(issuesOf(addressFormSchema(us).safeParse({ ...usAddress, postalCode: '6270' }))).toEqual(
      {
        postalCode: 'pattern',
      },
    );
    const gbAddress = { ...usAddress, country: 'GB', province: '', phone: '07700 900123' };
    expect(addressFormSchema(gb).safeParse({ ...gbAddress, postalCode: 'sw1a1aa' }).success).toBe(
      true,
    );
    const frAddress = { ...usAddress, country: 'FR', province: '', phone: '6 12 34 56 78' };
    expect(issuesOf(addressFormSchema(fr).safeParse({ ...frAddress, postalCode: '7500' }))).toEqual(
      {
        postalCode: 'exactLength',
      },
    );
  });

  it('requires the phone and checks it against the country dial code', () => {
    expect(issuesOf(addressFormSchema(us).safeParse({ ...usAddress, phone: '' }))).toEqual({
      phone: 'required',
    });
    expect(
      issuesOf(addressFormSchema(us).safeParse({ ...usAddress, phone: '(117) 555-0100' })),
    ).toEqual({ phone: 'phone' });
  });

  it('sends transformed values with the dial code, and reads a stored address back', () => {
    const gbInput = toAddressInput(
      { ...usAddress, country: 'GB', province: '', postalCode: ' sw1a1aa ', phone: '07700 900123' },
      gb,
    );
    expect(gbInput).toMatchObject({ postalCode: 'SW1A 1AA', countryCode: 'GB', phoneCode: '44' });

    const stored = {
      ...toAddressInput(usAddress, us),
      addressLine2: '',
      country: 'United States',
      countryCode: 'US',
      phone: '+12175550100',
      phoneCode: '1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      addressLine1: '1 Main Street',
      city: 'Springfield',
      province: 'IL',
      postalCode: '62701',
    };
    expect(addressToFormValues(stored, us).phone).toBe('2175550100');
    expect(toPlaceOrderAddress(stored)).toMatchObject({ phone: '+12175550100' });
    expect(toPlaceOrderAddress(stored)).not.toHaveProperty('phoneCode');
  });
});
