import type { SavedAddress } from '@/lib/contracts/address';

/**
 * A saved address as GET profile lists it, normalised by the server: a New York shipping
 * address that is not main unless `overrides` say so.
 */
export function savedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: 'a1',
    approachType: 'S',
    main: false,
    firstName: 'Alex',
    lastName: 'Runner',
    addressLine1: '350 Fifth Avenue',
    addressLine2: '',
    city: 'New York',
    province: 'NY',
    postalCode: '10118',
    country: 'United States',
    countryCode: 'US',
    phone: '+12127363100',
    phoneCode: '1',
    ...overrides,
  };
}
