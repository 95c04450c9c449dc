import { describe, expect, it } from 'vitest';
import {
  addressDefaults,
  addressFormSchema,
  addressRulesFor,
  validateAddress,
} from './address-form';
import type { AddressFormValues } from '../contracts/address';

const address: AddressFormValues = {
  firstName: 'Zoë',
  lastName: 'Martin',
  addressLine1: '10 Rue de Rivoli',
  addressLine2: '',
  city: 'Paris',
  province: '',
  postalCode: '75001',
  country: 'FR',
  email: 'zoe@example.com',
  phone: '6 12 34 56 78',
};

describe('addressDefaults', () => {
  it('hold spec 002 section 5', () => {
    expect(addressDefaults).toEqual({
      firstName: { required: true, minLength: 2, maxLength: 30 },
      lastName: { required: true, minLength: 2, maxLength: 30 },
      addressLine1: { required: true, maxLength: 30 },
      addressLine2: { required: false, maxLength: 30 },
      city: { required: true, maxLength: 30 },
      province: { required: false },
      postalCode: { required: true },
      country: { required: true },
      email: { required: true },
      phone: { required: true },
    });
  });
});

describe('addressRulesFor', () => {
  it("adds the country's postal-code format to the defaults", () => {
    expect(addressRulesFor('FR').postalCode).toMatchObject({
      required: true,
      minLength: 5,
      maxLength: 5,
    });
  });

  it('lets the server override a field, keeping what it does not change', () => {
    const rules = addressRulesFor('US', {
      province: { required: true },
      addressLine1: { maxLength: 35 },
    });
    expect(rules.province).toEqual({ required: true });
    expect(rules.addressLine1).toEqual({ required: true, maxLength: 35 });
    expect(addressDefaults.addressLine1).toEqual({ required: true, maxLength: 30 });
  });
});

describe('validateAddress', () => {
  it('passes a complete French address', () => {
    expect(validateAddress(address)).toEqual({});
  });

  it('needs the required fields and leaves the optional ones', () => {
    const empty = Object.fromEntries(Object.keys(address).map((field) => [field, ''])) as unknown;
    expect(validateAddress(empty as AddressFormValues)).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      addressLine1: { key: 'required' },
      city: { key: 'required' },
      postalCode: { key: 'required' },
      country: { key: 'required' },
      email: { key: 'required' },
      phone: { key: 'required' },
    });
  });

  it('limits lines and city to 30 characters and names to 2-30', () => {
    const long = 'a'.repeat(31);
    const values = {
      ...address,
      addressLine1: long,
      addressLine2: long,
      city: long,
      lastName: 'M',
    };
    expect(validateAddress(values)).toEqual({
      addressLine1: { key: 'maxLength', values: { max: 30 } },
      addressLine2: { key: 'maxLength', values: { max: 30 } },
      city: { key: 'maxLength', values: { max: 30 } },
      lastName: { key: 'minLength', values: { min: 2 } },
    });
  });

  it('keeps the name, email and phone checks', () => {
    const values = { ...address, firstName: 'Zo3', email: 'zoe@example', phone: '06 12 34 56' };
    expect(validateAddress(values)).toEqual({
      firstName: { key: 'name' },
      email: { key: 'email' },
      phone: { key: 'phone' },
    });
  });

  it('validates the postal code and phone of the country picked in the form', () => {
    const american = { ...address, country: 'US', postalCode: '75001', phone: '(212) 555 - 0123' };
    expect(validateAddress(american)).toEqual({});
    expect(validateAddress({ ...american, postalCode: 'K1A 0B1' })).toEqual({
      postalCode: { key: 'pattern', values: { pattern: '12345 / 12345-6789' } },
    });
    expect(validateAddress({ ...american, country: 'CA', postalCode: 'K1A 0B1' })).toEqual({});
  });

  it("applies the server's rules for the picked country", () => {
    const serverRules = { FR: { province: { required: true }, postalCode: { required: false } } };
    expect(validateAddress({ ...address, postalCode: '' }, { serverRules })).toEqual({
      province: { key: 'required' },
    });
    expect(
      validateAddress({ ...address, country: 'DE', phone: '151 12345678' }, { serverRules }),
    ).toEqual({});
  });
});

describe('addressFormSchema', () => {
  it('parses a valid address and refuses a missing city', () => {
    expect(addressFormSchema().safeParse(address).success).toBe(true);
    const result = addressFormSchema().safeParse({ ...address, city: '' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['city']]);
  });
});
