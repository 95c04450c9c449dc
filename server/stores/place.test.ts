import { describe, expect, it } from 'vitest';
import { locatePlace } from './place';

const known = [
  { city: 'New York', postalCode: '10036', countryCode: 'US', latitude: 40.75, longitude: -73.98 },
  { city: 'Brooklyn', postalCode: '11201', countryCode: 'US', latitude: 40.69, longitude: -73.99 },
  { city: 'Paris', postalCode: '75003', countryCode: 'FR', latitude: 48.86, longitude: 2.36 },
  { city: 'London', postalCode: 'NW1 0JH', countryCode: 'GB', latitude: 51.54, longitude: -0.14 },
];

describe('locatePlace', () => {
  it('finds a city the text names, in any case', () => {
    expect(locatePlace('paris', known)).toEqual({ latitude: 48.86, longitude: 2.36 });
  });

  it('places a postal code where the codes that begin most like it are', () => {
    expect(locatePlace('10014', known)).toEqual({ latitude: 40.75, longitude: -73.98 });
    expect(locatePlace('nw1 5ab', known)).toEqual({ latitude: 51.54, longitude: -0.14 });
    expect(locatePlace('1', known)).toEqual({ latitude: 40.72, longitude: -73.985 });
  });

  it('places nothing that resembles no known place', () => {
    expect(locatePlace('Atlantis', known)).toBeNull();
    expect(locatePlace('90210', known)).toBeNull();
  });

  it("tries the storefront's country first", () => {
    const twoParises = [
      ...known,
      { city: 'Paris', postalCode: '75460', countryCode: 'US', latitude: 33.66, longitude: -95.55 },
    ];
    expect(locatePlace('Paris', twoParises, 'US')).toEqual({ latitude: 33.66, longitude: -95.55 });
    expect(locatePlace('Paris', twoParises, 'FR')).toEqual({ latitude: 48.86, longitude: 2.36 });
  });
});
