import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { stores } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { createDhlCollectionPoints } from './dhl';
import { CollectionPointsUnavailable } from './provider';

/** Two locations as DHL's find-by-address answered for Bonn 53113 (trimmed of fields unread). */
const recordedReply = {
  url: '/find-by-address?countryCode=DE&postalCode=53113',
  locations: [
    {
      url: '/locations/8003-4102497',
      location: {
        ids: [{ locationId: '8003-4102497', provider: 'parcel' }],
        keyword: 'Packstation',
        keywordId: '138',
        type: 'locker',
      },
      name: 'Packstation 138',
      distance: 812,
      place: {
        address: {
          countryCode: 'DE',
          postalCode: '53113',
          addressLocality: 'Bonn',
          streetAddress: 'Charles-de-Gaulle-Str. 20',
        },
        geo: { latitude: 50.7155, longitude: 7.1299 },
      },
      openingHours: [
        { opens: '00:00:00', closes: '23:59:00', dayOfWeek: 'http://schema.org/Monday' },
        { opens: '00:00:00', closes: '23:59:00', dayOfWeek: 'http://schema.org/Sunday' },
      ],
      closurePeriods: [],
      serviceTypes: ['parcel:pick-up-registered', 'parcel:drop-off'],
    },
    {
      url: '/locations/8003-4103140',
      location: {
        ids: [{ locationId: '8003-4103140', provider: 'parcel' }],
        keyword: 'Postfiliale',
        keywordId: '502',
        type: 'servicepoint',
      },
      name: 'Postfiliale 502',
      distance: 245,
      place: {
        address: {
          countryCode: 'DE',
          postalCode: '53113',
          addressLocality: 'Bonn',
          streetAddress: 'Heinrich-Brüning-Str. 7',
        },
        geo: { latitude: 50.7186, longitude: 7.1225 },
      },
      openingHours: [
        { opens: '09:00:00', closes: '12:30:00', dayOfWeek: 'http://schema.org/Monday' },
        { opens: '14:00:00', closes: '18:00:00', dayOfWeek: 'http://schema.org/Monday' },
        { opens: '09:00:00', closes: '13:00:00', dayOfWeek: 'http://schema.org/Saturday' },
      ],
      closurePeriods: [],
      serviceTypes: ['parcel:pick-up', 'parcel:drop-off', 'age-verification', 'letter-service'],
    },
  ],
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function stubFetch(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
}

describe("DHL's Location Finder", () => {
  it('asks for parcel pick-up points near a postal code with the key, and maps them nearest first', async () => {
    const { requests, fetch } = stubFetch(() => Response.json(recordedReply));
    const dhl = createDhlCollectionPoints({ apiKey: 'test-key', fetch });
    const points = await dhl.search(database.db, {
      countryCode: 'DE',
      postalCode: '53113',
      limit: 10,
    });

    const url = new URL(requests[0]!.url);
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://api.dhl.com/location-finder/v1/find-by-address',
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      countryCode: 'DE',
      postalCode: '53113',
      providerType: 'parcel',
      serviceType: 'parcel:pick-up',
      limit: '10',
    });
    expect(requests[0]!.headers.get('DHL-API-Key')).toBe('test-key');

    expect(points.map((point) => point.id)).toEqual(['DHL-8003-4103140', 'DHL-8003-4102497']);
    expect(points[0]).toEqual({
      id: 'DHL-8003-4103140',
      name: 'Postfiliale 502',
      carrier: 'DHL',
      address: {
        addressLine1: 'Heinrich-Brüning-Str. 7',
        city: 'Bonn',
        postalCode: '53113',
        province: null,
        countryCode: 'DE',
      },
      latitude: 50.7186,
      longitude: 7.1225,
      distanceKm: 0.2,
      hours: {
        mon: '09:00-12:30, 14:00-18:00',
        tue: 'closed',
        wed: 'closed',
        thu: 'closed',
        fri: 'closed',
        sat: '09:00-13:00',
        sun: 'closed',
      },
      services: ['parcelPickup', 'parcelDropOff', 'ageVerification'],
    });
    expect(points[1]!.hours.sun).toBe('00:00-23:59');
  });

  it('keeps the points as collection points a bag line can name, refreshed on the next search', async () => {
    const ids = ['DHL-8003-4103140', 'DHL-8003-4102497'];
    const rows = await database.db.select().from(stores).where(inArray(stores.id, ids));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.isCollectionPoint && row.carrier === 'DHL')).toBe(true);
    expect(rows.every((row) => !row.offersPickup && !row.offersShipToStore)).toBe(true);

    const renamed = structuredClone(recordedReply);
    renamed.locations[1]!.name = 'Postfiliale 502 (Bonn Zentrum)';
    const { fetch } = stubFetch(() => Response.json(renamed));
    await createDhlCollectionPoints({ apiKey: 'k', fetch }).search(database.db, {
      latitude: 50.7,
      longitude: 7.1,
      limit: 5,
    });
    const [row] = await database.db
      .select()
      .from(stores)
      .where(inArray(stores.id, ['DHL-8003-4103140']));
    expect(row!.name).toBe('Postfiliale 502 (Bonn Zentrum)');
  });

  it('searches near coordinates with find-by-geo', async () => {
    const { requests, fetch } = stubFetch(() => Response.json({ locations: [] }));
    await createDhlCollectionPoints({ apiKey: 'k', fetch }).search(database.db, {
      latitude: 52.52,
      longitude: 13.405,
      limit: 5,
    });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/location-finder/v1/find-by-geo');
    expect(url.searchParams.get('latitude')).toBe('52.52');
  });

  it('takes a 404 as "none here" and other failures as unavailable', async () => {
    const request = { countryCode: 'DE', postalCode: '99999', limit: 5 };
    const none = stubFetch(() => new Response('{"title":"No locations found"}', { status: 404 }));
    expect(
      await createDhlCollectionPoints({ apiKey: 'k', fetch: none.fetch }).search(
        database.db,
        request,
      ),
    ).toEqual([]);

    const refused = stubFetch(() => new Response('{"title":"Unauthorized"}', { status: 401 }));
    await expect(
      createDhlCollectionPoints({ apiKey: 'k', fetch: refused.fetch }).search(database.db, request),
    ).rejects.toBeInstanceOf(CollectionPointsUnavailable);

    const offline = stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(
      createDhlCollectionPoints({ apiKey: 'k', fetch: offline.fetch }).search(database.db, request),
    ).rejects.toBeInstanceOf(CollectionPointsUnavailable);
  });
});
