import { describe, expect, it } from 'vitest';
import { storeEmployeesResponseSchema, storeSearchResponseSchema } from '@/lib/contracts/stores';
import { SEED_EMPLOYEE_ID, SEED_STORE_IDS } from '../db/seed/fixtures';
import { defaultHeaders, firstError } from '../testing/test-api';
import { setupSeededApi } from '../testing/seeded-api';
import { distanceKm } from './distance';

const { call } = setupSeededApi(20);

const manhattan = { latitude: 40.758, longitude: -73.9855 };
const toronto = { latitude: 43.6532, longitude: -79.3832 };

async function search(body: Record<string, unknown>, headers?: Record<string, string>) {
  const reply = await call('/stores/v1/search', { method: 'POST', body, headers });
  expect(reply.status).toBe(200);
  return storeSearchResponseSchema.parse(reply.json).stores;
}

describe('store search', () => {
  it('finds the nearest stores first, within the radius', async () => {
    const reply = await call('/stores/v1/search', {
      method: 'POST',
      body: { ...manhattan, radiusKm: 50 },
    });
    expect(reply.status).toBe(200);
    const { stores } = storeSearchResponseSchema.parse(reply.json);
    expect(stores.length).toBeGreaterThan(0);
    const distances = stores.map((store) => store.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 50)).toBe(true);
    expect(stores.map((s) => s.id)).toContain(SEED_STORE_IDS.pickupStore);
  });

  it('filters by country and service', async () => {
    const { stores } = storeSearchResponseSchema.parse(
      (
        await call('/stores/v1/search', {
          method: 'POST',
          body: { countryCode: 'US', services: ['collectionPoint'] },
        })
      ).json,
    );
    expect(stores.map((s) => s.id)).toContain(SEED_STORE_IDS.collectionPoint);
    expect(stores.every((s) => s.countryCode === 'US' && s.isCollectionPoint)).toBe(true);
  });

  it('finds the stores around a postal code or a city, nearest first', async () => {
    const byPostalCode = await search({ query: '10036', excludeCollectionPoints: true });
    expect(byPostalCode[0]).toMatchObject({ id: SEED_STORE_IDS.pickupStore, distanceKm: 0 });
    const distances = byPostalCode.map((s) => s.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 100)).toBe(true);

    const byCity = await search({ query: 'los angeles' });
    expect(byCity[0]!.city).toBe('Los Angeles');
    expect(await search({ query: 'Atlantis' })).toEqual([]);
  });

  it('leaves collection points out when asked to', async () => {
    const points = await search({ query: 'Brooklyn', services: ['collectionPoint'] });
    expect(points.map((s) => s.id)).toContain(SEED_STORE_IDS.collectionPoint);
    const brandStores = await search({ query: 'Brooklyn', excludeCollectionPoints: true });
    expect(brandStores.length).toBeGreaterThan(0);
    expect(brandStores.some((s) => s.isCollectionPoint)).toBe(false);
    const nearby = await search({ ...manhattan, radiusKm: 50, excludeCollectionPoints: true });
    expect(nearby.length).toBeGreaterThan(0);
    expect(nearby.some((s) => s.isCollectionPoint)).toBe(false);
  });

  it("puts the storefront country's stores first when no country is asked for", async () => {
    const fromCanada = await search(
      { ...toronto, radiusKm: 1000, limit: 50 },
      defaultHeaders('en_CA', 'NORA'),
    );
    const fromUs = await search({ ...toronto, radiusKm: 1000, limit: 50 });
    expect(fromCanada[0]!.id).toBe('CA001');
    const countriesFromUs = fromUs.map((s) => s.countryCode);
    expect(countriesFromUs).toContain('CA');
    expect(countriesFromUs.indexOf('CA')).toBeGreaterThan(countriesFromUs.lastIndexOf('US'));
    const usDistances = fromUs.filter((s) => s.countryCode === 'US').map((s) => s.distanceKm!);
    expect(usDistances).toEqual([...usDistances].sort((a, b) => a - b));

    const fromFrance = await search({ limit: 50 }, defaultHeaders('fr_FR', 'EMEA'));
    const french = fromFrance.filter((s) => s.countryCode === 'FR').length;
    expect(french).toBeGreaterThan(0);
    expect(fromFrance.slice(0, french).every((s) => s.countryCode === 'FR')).toBe(true);
  });

  it('keeps an asked-for country whatever the storefront', async () => {
    const stores = await search({ countryCode: 'IT' }, defaultHeaders('fr_FR', 'EMEA'));
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((s) => s.countryCode === 'IT')).toBe(true);
  });

  it('refuses a point without both coordinates', async () => {
    const reply = await call('/stores/v1/search', { method: 'POST', body: { latitude: 40.7 } });
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'ATTR200', field: 'body.longitude' });
  });
});

describe('store employees', () => {
  it('lists the associates of a store', async () => {
    const reply = await call(
      `/consumers-v3/utilities/stores/${SEED_STORE_IDS.pickupStore}/employees`,
    );
    const { employees } = storeEmployeesResponseSchema.parse(reply.json);
    expect(employees.map((e) => e.id)).toContain(SEED_EMPLOYEE_ID);
  });

  it('answers an unknown store with STR404', async () => {
    const reply = await call('/consumers-v3/utilities/stores/XX999/employees');
    expect(reply.status).toBe(404);
    expect(firstError(reply.json).errorId).toBe('STR404');
  });
});

describe('distanceKm', () => {
  it('measures London to Paris at about 344 km', () => {
    expect(
      distanceKm(
        { latitude: 51.5074, longitude: -0.1278 },
        { latitude: 48.8566, longitude: 2.3522 },
      ),
    ).toBeCloseTo(344, -1);
  });
});
