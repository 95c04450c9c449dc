import { eq } from 'drizzle-orm';
import type { CollectionPoint } from '@/lib/contracts/collection-points';
import { stores } from '../../db/schema';
import { distanceKm } from '../distance';
import type { CollectionPointProvider } from './provider';

type StoreRow = typeof stores.$inferSelect;
type Place = { latitude: number; longitude: number };

/** How far from the searched place a point is still offered. */
const RADIUS_KM = 50;

const comparable = (postalCode: string) => postalCode.replace(/\s/g, '').toUpperCase();

function sharedPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Without a geocoder the demo places a postal code where the seeded stores and points whose
 * postal codes begin most like it are (10014 near 10036 in Manhattan, 75011 near 75003 in
 * Paris); a code like none of them is placed nowhere.
 */
export function placePostalCode(postalCode: string, known: readonly StoreRow[]): Place | null {
  const wanted = comparable(postalCode);
  const scored = known.map((row) => ({
    row,
    shared: sharedPrefixLength(wanted, comparable(row.postalCode)),
  }));
  const best = Math.max(0, ...scored.map((entry) => entry.shared));
  if (best === 0) return null;
  const nearest = scored.filter((entry) => entry.shared === best).map((entry) => entry.row);
  return {
    latitude: nearest.reduce((sum, row) => sum + row.latitude, 0) / nearest.length,
    longitude: nearest.reduce((sum, row) => sum + row.longitude, 0) / nearest.length,
  };
}

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
        : placePostalCode(request.postalCode ?? '', rows);
    if (!origin) return [];
    return rows
      .filter((row) => row.isCollectionPoint)
      .map((row) => toCollectionPoint(row, origin))
      .filter((point) => (point.distanceKm ?? 0) <= RADIUS_KM)
      .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.name.localeCompare(b.name))
      .slice(0, request.limit);
  },
};
