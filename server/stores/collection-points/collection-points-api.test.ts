import { describe, expect, it } from 'vitest';
import { collectionPointSearchResponseSchema } from '@/lib/contracts/collection-points';
import { SEED_STORE_IDS } from '../../db/seed/fixtures';
import { createTestApi, firstError } from '../../testing/test-api';
import { setupSeededApi } from '../../testing/seeded-api';
import { CollectionPointsUnavailable } from './provider';
import { COLLECTION_POINT_SEARCHES_PER_MINUTE } from './routes';

const { call, db } = setupSeededApi(20);

const search = (body: unknown) => call('/stores/v1/collectionPoints', { method: 'POST', body });
const pointsOf = (json: unknown) =>
  collectionPointSearchResponseSchema.parse(json).collectionPoints;

describe('POST /stores/v1/collectionPoints (the demo’s seeded points)', () => {
  it('finds the points near a postal code, nearest first, with carrier, hours and services', async () => {
    const reply = await search({ countryCode: 'US', postalCode: '11201' });
    expect(reply.status).toBe(200);
    const points = pointsOf(reply.json);
    expect(points[0]!.id).toBe(SEED_STORE_IDS.collectionPoint);
    const distances = points.map((point) => point.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set(points.map((point) => point.carrier)).size).toBeGreaterThan(1);
    expect(points.every((point) => point.address.countryCode === 'US')).toBe(true);
    expect(points[0]).toMatchObject({
      address: { city: 'Brooklyn', postalCode: '11201' },
      hours: { mon: expect.stringMatching(/^\d\d:\d\d-\d\d:\d\d$/) },
      services: expect.arrayContaining(['parcelPickup']),
    });
  });

  it('finds the points near coordinates, within reach, and keeps to the limit', async () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const points = pointsOf((await search({ ...paris, limit: 3 })).json);
    expect(points).toHaveLength(3);
    expect(points.every((point) => point.address.countryCode === 'FR')).toBe(true);
    const distances = points.map((point) => point.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((distance) => distance < 10)).toBe(true);
  });

  it('answers an empty list for a postal code it cannot place', async () => {
    const points = pointsOf((await search({ countryCode: 'GB', postalCode: 'ZE2 9AA' })).json);
    expect(points).toEqual([]);
  });

  it.each([
    [{}, 'body.postalCode'],
    [{ postalCode: '10014' }, 'body.countryCode'],
    [{ latitude: 40.7 }, 'body.longitude'],
    [{ countryCode: 'US', postalCode: '<script>' }, 'body.postalCode'],
    [{ countryCode: 'US', postalCode: '10014', limit: 500 }, 'body.limit'],
  ])('refuses %j with a 400 naming the field', async (body, field) => {
    const reply = await search(body);
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'ATTR200', field });
  });

  it('limits searches per client address (STR429)', async () => {
    // An API of its own: its limits count apart from the other tests' searches.
    const api = createTestApi(db());
    const near = { method: 'POST', body: { latitude: 40.7, longitude: -74 } };
    for (let n = 0; n < COLLECTION_POINT_SEARCHES_PER_MINUTE; n += 1) {
      expect((await api('/stores/v1/collectionPoints', near)).status).toBe(200);
    }
    const refused = await api('/stores/v1/collectionPoints', near);
    expect(refused.status).toBe(429);
    expect(firstError(refused.json).errorId).toBe('STR429');
  });

  it('answers STR403 where no collection points are offered', async () => {
    const unconfigured = createTestApi(db(), { collectionPoints: null });
    const reply = await unconfigured('/stores/v1/collectionPoints', {
      method: 'POST',
      body: { countryCode: 'US', postalCode: '10014' },
    });
    expect(reply.status).toBe(403);
    expect(firstError(reply.json).errorId).toBe('STR403');
  });
});

describe('a carrier that cannot be reached', () => {
  it('answers STR503, not a 500', async () => {
    const api = createTestApi(db(), {
      collectionPoints: {
        name: 'dhl',
        search: () => Promise.reject(new CollectionPointsUnavailable('DHL did not answer')),
      },
    });
    const reply = await api('/stores/v1/collectionPoints', {
      method: 'POST',
      body: { countryCode: 'DE', postalCode: '10178' },
    });
    expect(reply.status).toBe(503);
    expect(firstError(reply.json).errorId).toBe('STR503');
  });
});
