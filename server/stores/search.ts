import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stores } from '../db/schema';
import type { StoreDetails, StoreSearchRequest } from '@/lib/contracts/stores';
import { distanceKm } from './distance';
import { toStoreDetails } from './store-details';

export interface StoreSearchOptions {
  /**
   * The storefront's country: with no country filter its stores come first, then the others
   * (a shopper in the US store picks up in a US store).
   */
  preferCountry?: string;
}

/**
 * Stores matching the filters: the preferred country's first, then nearest first when a point
 * is given, else by name.
 */
export async function searchStores(
  db: Database,
  request: StoreSearchRequest,
  options: StoreSearchOptions = {},
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
    request.excludeCollectionPoints ? eq(stores.isCollectionPoint, false) : undefined,
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
    toStoreDetails(row, origin ? Math.round(distanceKm(origin, row) * 10) / 10 : null),
  );
  const near = origin
    ? found.filter((store) => (store.distanceKm ?? 0) <= request.radiusKm)
    : found;
  const preferred = request.countryCode ? undefined : options.preferCountry;
  const foreign = (store: StoreDetails) => (preferred && store.countryCode !== preferred ? 1 : 0);
  near.sort(
    (a, b) =>
      foreign(a) - foreign(b) ||
      (a.distanceKm ?? 0) - (b.distanceKm ?? 0) ||
      a.name.localeCompare(b.name),
  );
  return near.slice(0, request.limit);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
