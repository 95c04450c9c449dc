import { describe, expect, it } from 'vitest';
import { openDaysOf } from '../stores/opening-hours';
import { serializeJsonLd, storeJsonLd } from './json-ld';

describe('Store JSON-LD', () => {
  it('names the address, position and the open days only', () => {
    const node = storeJsonLd('https://shop.example', {
      name: 'Stride Paris Rivoli',
      url: '/fr-fr/stores/FR001',
      telephone: '+33 1 23 45 67 89',
      email: 'fr001@stride.example',
      address: {
        street: '104 Rue de Rivoli',
        city: 'Paris',
        postalCode: '75001',
        region: null,
        countryCode: 'FR',
      },
      latitude: 48.86,
      longitude: 2.34,
      hours: openDaysOf({
        mon: '10:00-20:00',
        tue: '10:00-20:00',
        wed: '10:00-20:00',
        thu: '10:00-20:00',
        fri: '10:00-20:00',
        sat: '10:00-20:00',
        sun: 'closed',
      }),
    });
    expect(node).toMatchObject({
      '@type': 'Store',
      url: 'https://shop.example/fr-fr/stores/FR001',
      address: { '@type': 'PostalAddress', addressCountry: 'FR', postalCode: '75001' },
      geo: { latitude: 48.86, longitude: 2.34 },
    });
    expect(node.address).not.toHaveProperty('addressRegion');
    const days = (node.openingHoursSpecification as { dayOfWeek: string }[]).map(
      (entry) => entry.dayOfWeek,
    );
    expect(days).toHaveLength(6);
    expect(days).not.toContain('https://schema.org/Sunday');
    expect(serializeJsonLd(node)).toContain('"@context":"https://schema.org"');
  });
});
