import { describe, expect, it } from 'vitest';
import { localityLine } from './address-lines';

describe('localityLine', () => {
  it('writes the city line the way each country does', () => {
    const parts = { city: 'Springfield', province: 'IL', postalCode: '62701' };
    expect(localityLine({ ...parts, countryCode: 'US' })).toBe('Springfield, IL 62701');
    expect(
      localityLine({ city: 'London', province: '', postalCode: 'SW1A 1AA', countryCode: 'GB' }),
    ).toBe('London SW1A 1AA');
    expect(
      localityLine({ city: 'Paris', province: '', postalCode: '75001', countryCode: 'FR' }),
    ).toBe('75001 Paris');
  });
});
