import { describe, expect, it } from 'vitest';
import { addressFormFor } from '../address/form-definitions';
import { savedAddress } from '@/tests/support/saved-address';
import { savedAddressToFormValues, toSavedAddressBody } from './saved-address-form';
import { expressAddresses, mainAddressBody, savedAddressesFor } from './saved-addresses';

describe('express addresses', () => {
  it('ships to the main shipping address and bills the main billing address', () => {
    const book = [
      savedAddress({ id: 's1' }),
      savedAddress({ id: 's2', main: true, addressLine1: '1 Liberty Plaza' }),
      savedAddress({ id: 'b1', approachType: 'B', main: true, addressLine1: '9 Billing Road' }),
    ];
    const chosen = expressAddresses(book, 'US', 'alex@example.com');
    expect(chosen?.shipping).toMatchObject({
      addressLine1: '1 Liberty Plaza',
      email: 'alex@example.com',
      phone: '+12127363100',
      phoneCode: '1',
    });
    expect(chosen?.billing).toMatchObject({ addressLine1: '9 Billing Road' });
  });

  it('bills the shipping address when there is no main billing address', () => {
    expect(
      expressAddresses([savedAddress({ main: true })], 'US', 'a@example.com')?.billing,
    ).toBeNull();
  });

  it('has nothing to offer without a main shipping address in the storefront country', () => {
    expect(expressAddresses([savedAddress()], 'US', 'a@example.com')).toBeNull();
    expect(
      expressAddresses([savedAddress({ main: true, countryCode: 'CA' })], 'US', 'a@example.com'),
    ).toBeNull();
  });

  it('lists only the addresses of a type in the storefront country', () => {
    const book = [
      savedAddress({ id: 's' }),
      savedAddress({ id: 'b', approachType: 'B' }),
      savedAddress({ id: 'ca', countryCode: 'CA' }),
    ];
    expect(savedAddressesFor(book, 'S', 'US').map((a) => a.id)).toEqual(['s']);
  });
});

describe('saved addresses in the form', () => {
  it('shows the national phone and posts the form back with its type', () => {
    const form = addressFormFor('US', 'en-us');
    const values = savedAddressToFormValues(savedAddress(), 'alex@example.com');
    expect(values.phone).toBe('2127363100');
    expect(toSavedAddressBody(values, form, 'B', true)).toEqual({
      address: expect.objectContaining({
        approachType: 'B',
        main: true,
        addressLine1: '350 Fifth Avenue',
        phoneCode: '1',
      }),
    });
    expect(toSavedAddressBody(values, form, 'S').address).not.toHaveProperty('email');
  });
});

describe('making an address main', () => {
  it('sends the address back as saved, in its own country, with main set', () => {
    const billing = savedAddress({ id: 'b', approachType: 'B', countryCode: 'CA', province: 'ON' });
    expect(mainAddressBody(billing)).toEqual({
      address: {
        approachType: 'B',
        main: true,
        firstName: 'Alex',
        lastName: 'Runner',
        addressLine1: '350 Fifth Avenue',
        addressLine2: '',
        city: 'New York',
        province: 'ON',
        postalCode: '10118',
        countryCode: 'CA',
        phone: '+12127363100',
        phoneCode: '1',
      },
    });
  });
});
