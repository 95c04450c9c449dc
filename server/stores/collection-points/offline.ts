import { eq } from 'drizzle-orm';
import type { CollectionPoint } from '@/lib/contracts/collection-points';
import { stores } from '../../db/schema';
import { distanceKm } from '../distance';
import { locatePlace, type Place } from '../place';
import type { CollectionPointProvider } from './provider';

type StoreRow = typeof stores.$inferSelect;
/** How far from the searched place a point is still offered. */
const RADIUS_KM = 50;

function toCollectionPoint(row: StoreRow, origin: Place): CollectionPoint {
  return {
    id: row.id,
    name: row.name,
    carrier: row.carrier ?? '',
    address: {
      addressLine1: row.addressLine1,
      city: row.city,
      postalCode: row.postalCode,
      province: row.province,
      countryCode: row.countryCode,
    },
    latitude: row.latitude,
    longitude: row.longitude,
    distanceKm: Math.round(distanceKm(origin, row) * 10) / 10,
    hours: row.hours,
    // The seeded partner shops hand parcels out and take returns in.
    services: ['parcelPickup', 'parcelDropOff'],
  };
}

/** The demo's collection points: the seeded partner shops of the stores table. */
export const offlineCollectionPoints: CollectionPointProvider = {
  name: 'offline',
  async search(db, request) {
    const rows = await db
      .select()
      .from(stores)
      .where(request.countryCode ? eq(stores.countryCode, request.countryCode) : undefined);
    const origin =
      request.latitude !== undefined && request.longitude !== undefined
        ? { latitude: request.latitude, longitude: request.longitude }
        : locatePlace(request.postalCode ?? '', rows);
    if (!origin) return [];
    return rows
      .filter((row) => row.isCollectionPoint)
      .map((row) => toCollectionPoint(row, origin))
      .filter((point) => (point.distanceKm ?? 0) <= RADIUS_KM)
      .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.name.localeCompare(b.name))
      .slice(0, request.limit);
  },
};
