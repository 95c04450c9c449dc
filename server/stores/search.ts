import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stores } from '../db/schema';
import type { StoreDetails, StoreSearchRequest } from '@/lib/contracts/stores';
import { distanceKm } from './distance';

type StoreRow = typeof stores.$inferSelect;

/** Stores matching the filters, nearest first when a point is given, else by name. */
export async function searchStores(
  db: Database,
  request: StoreSearchRequest,
): Promise<StoreDetails[]> {
  const filters: (SQL | undefined)[] = [
    request.countryCode ? eq(stores.countryCode, request.countryCode) : undefined,
    request.query
      ? or(
          ilike(stores.city, `%${escapeLike(request.query)}%`),
          ilike(stores.postalCode, `${escapeLike(request.query)}%`),
        )
      : undefined,
    request.services.includes('pickup') ? eq(stores.offersPickup, true) : undefined,
    request.services.includes('sts') ? eq(stores.offersShipToStore, true) : undefined,
    request.services.includes('collectionPoint') ? eq(stores.isCollectionPoint, true) : undefined,
  ];
  const rows = await db
    .select()
    .from(stores)
    .where(and(...filters));
  const origin =
    request.latitude !== undefined && request.longitude !== undefined
      ? { latitude: request.latitude, longitude: request.longitude }
      : null;
  const found = rows.map((row) =>
    toDetails(row, origin ? Math.round(distanceKm(origin, row) * 10) / 10 : null),
  );
  const near = origin
    ? found.filter((store) => (store.distanceKm ?? 0) <= request.radiusKm)
    : found;
  near.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.name.localeCompare(b.name));
  return near.slice(0, request.limit);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function toDetails(row: StoreRow, distance: number | null): StoreDetails {
  return {
    id: row.id,
    name: row.name,
    addressLine1: row.addressLine1,
    city: row.city,
    postalCode: row.postalCode,
    province: row.province,
    countryCode: row.countryCode,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    hours: row.hours,
    offersPickup: row.offersPickup,
    offersShipToStore: row.offersShipToStore,
    isCollectionPoint: row.isCollectionPoint,
    distanceKm: distance,
  };
}
