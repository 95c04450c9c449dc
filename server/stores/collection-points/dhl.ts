import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  CollectionPoint,
  CollectionPointSearchRequest,
  CollectionPointService,
} from '@/lib/contracts/collection-points';
import type { Database } from '../../db/client';
import { stores, type OpeningHours } from '../../db/schema';
import { CollectionPointsUnavailable, type CollectionPointProvider } from './provider';

const DHL_LOCATION_FINDER = 'https://api.dhl.com/location-finder/v1';
/** The search radius DHL is asked for, in metres. */
const RADIUS_METRES = 15_000;
const TIMEOUT_MS = 5_000;
/** A bag line's storeId holds at most 20 characters: the prefix and DHL's id must fit. */
const ID_PREFIX = 'DHL-';
const dhlIdPattern = /^[A-Za-z0-9-]{1,16}$/;

// Only what the mapping reads; DHL's reply carries more (keyword, closure periods, …).
const dhlLocationSchema = z.object({
  location: z.object({
    ids: z.array(z.object({ locationId: z.string() })).min(1),
    type: z.string().optional(),
  }),
  name: z.string(),
  distance: z.number().optional(),
  place: z.object({
    address: z.object({
      countryCode: z.string().length(2),
      postalCode: z.string().default(''),
      addressLocality: z.string().default(''),
      streetAddress: z.string().default(''),
    }),
    geo: z.object({ latitude: z.number(), longitude: z.number() }),
  }),
  openingHours: z
    .array(z.object({ opens: z.string(), closes: z.string(), dayOfWeek: z.string() }))
    .default([]),
  serviceTypes: z.array(z.string()).default([]),
});
const dhlReplySchema = z.object({ locations: z.array(z.unknown()).default([]) });
type DhlLocation = z.infer<typeof dhlLocationSchema>;

const schemaDays: Record<string, keyof OpeningHours> = {
  Monday: 'mon',
  Tuesday: 'tue',
  Wednesday: 'wed',
  Thursday: 'thu',
  Friday: 'fri',
  Saturday: 'sat',
  Sunday: 'sun',
};

/** DHL lists each opening span with its schema.org day; a day with none is closed. */
function hoursOf(spans: DhlLocation['openingHours']): OpeningHours {
  const byDay: Record<keyof OpeningHours, string[]> = {
    mon: [],
    tue: [],
    wed: [],
    thu: [],
    fri: [],
    sat: [],
    sun: [],
  };
  for (const span of spans) {
    const day = schemaDays[span.dayOfWeek.split('/').pop() ?? ''];
    if (day) byDay[day].push(`${span.opens.slice(0, 5)}-${span.closes.slice(0, 5)}`);
  }
  return Object.fromEntries(
    Object.entries(byDay).map(([day, spansOfDay]) => [
      day,
      spansOfDay.length ? spansOfDay.sort().join(', ') : 'closed',
    ]),
  ) as OpeningHours;
}

function servicesOf(serviceTypes: readonly string[]): CollectionPointService[] {
  const services: CollectionPointService[] = [];
  if (serviceTypes.some((type) => type.startsWith('parcel:pick-up'))) services.push('parcelPickup');
  if (serviceTypes.some((type) => type.startsWith('parcel:drop-off')))
    services.push('parcelDropOff');
  if (serviceTypes.includes('age-verification')) services.push('ageVerification');
  return services;
}

/** DHL's location as a collection point, or null when its id cannot be a bag line's storeId. */
export function toCollectionPoint(raw: unknown): CollectionPoint | null {
  const parsed = dhlLocationSchema.safeParse(raw);
  if (!parsed.success) return null;
  const location = parsed.data;
  const dhlId = location.location.ids[0]!.locationId;
  if (!dhlIdPattern.test(dhlId)) return null;
  const { address, geo } = location.place;
  return {
    id: `${ID_PREFIX}${dhlId}`,
    name: location.name,
    carrier: 'DHL',
    address: {
      addressLine1: address.streetAddress,
      city: address.addressLocality,
      postalCode: address.postalCode,
      province: null,
      countryCode: address.countryCode,
    },
    latitude: geo.latitude,
    longitude: geo.longitude,
    distanceKm: location.distance === undefined ? null : Math.round(location.distance / 100) / 10,
    hours: hoursOf(location.openingHours),
    services: servicesOf(location.serviceTypes),
  };
}

function searchUrl(request: CollectionPointSearchRequest): string {
  const common = {
    providerType: 'parcel',
    serviceType: 'parcel:pick-up',
    radius: String(RADIUS_METRES),
    limit: String(request.limit),
  };
  if (request.latitude !== undefined && request.longitude !== undefined) {
    const query = new URLSearchParams({
      latitude: String(request.latitude),
      longitude: String(request.longitude),
      ...common,
    });
    return `${DHL_LOCATION_FINDER}/find-by-geo?${query}`;
  }
  const query = new URLSearchParams({
    countryCode: request.countryCode ?? '',
    postalCode: request.postalCode ?? '',
    ...common,
  });
  return `${DHL_LOCATION_FINDER}/find-by-address?${query}`;
}

/** The points become stores-table rows, so a bag line and an order can name them. */
async function keepPoints(db: Database, points: readonly CollectionPoint[]): Promise<void> {
  if (points.length === 0) return;
  const rows = points.map((point) => ({
    id: point.id,
    name: point.name,
    addressLine1: point.address.addressLine1,
    city: point.address.city,
    postalCode: point.address.postalCode,
    province: point.address.province,
    countryCode: point.address.countryCode,
    phone: '',
    email: '',
    latitude: point.latitude,
    longitude: point.longitude,
    hours: point.hours,
    offersPickup: false,
    offersShipToStore: false,
    isCollectionPoint: true,
    carrier: point.carrier,
  }));
  const fresh = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(stores)
    .values(rows)
    .onConflictDoUpdate({
      target: stores.id,
      set: {
        name: fresh('name'),
        addressLine1: fresh('address_line1'),
        city: fresh('city'),
        postalCode: fresh('postal_code'),
        countryCode: fresh('country_code'),
        latitude: fresh('latitude'),
        longitude: fresh('longitude'),
        hours: fresh('hours'),
      },
    });
}

/**
 * DHL's Location Finder (Unified): parcel pick-up points near a postal code or coordinates
 * (GET /find-by-address, /find-by-geo with the DHL-API-Key header). DHL answers 404 when it
 * finds none. docs/stores.md, "Collection points".
 */
export function createDhlCollectionPoints({
  apiKey,
  fetch = globalThis.fetch,
}: {
  apiKey: string;
  fetch?: typeof globalThis.fetch;
}): CollectionPointProvider {
  return {
    name: 'dhl',
    async search(db, request) {
      let reply: Response;
      try {
        reply = await fetch(searchUrl(request), {
          headers: { 'DHL-API-Key': apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new CollectionPointsUnavailable('DHL did not answer', { cause: error });
      }
      if (reply.status === 404) return [];
      if (!reply.ok) throw new CollectionPointsUnavailable(`DHL answered ${reply.status}`);
      const body = dhlReplySchema.safeParse(await reply.json().catch(() => null));
      if (!body.success) throw new CollectionPointsUnavailable('DHL answered an unreadable reply');
      const points = body.data.locations
        .map(toCollectionPoint)
        .filter((point): point is CollectionPoint => point !== null)
        .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
      await keepPoints(db, points);
      return points.slice(0, request.limit);
    },
  };
}
