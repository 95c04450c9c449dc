import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stores } from '../db/schema';
import type { StoreDetails, StoreSearchRequest } from '@/lib/contracts/stores';
import { distanceKm } from './distance';
import { placeNamed } from './place';
import { toStoreDetails } from './store-details';

export interface StoreSearchOptions {
  /**
   * The storefront's country: with no country filter its stores come first, then the others
   * (a shopper in the US store picks up in a US store).
   */
  preferCountry?: string;
}

/**
 * Stores matching the filters, nearest first from the searched point: the one given, or the
 * place a typed postal code or city names (the first store there), so that "10036" also lists
 * the stores around it. The preferred country's stores come first; with no point, by name.
 */
export async function searchStores(
  db: Database,
  request: StoreSearchRequest,
  options: StoreSearchOptions = {},
): Promise<StoreDetails[]> {
  const preferred = request.countryCode ? undefined : options.preferCountry;
  const origin =
    request.latitude !== undefined && request.longitude !== undefined
      ? { latitude: request.latitude, longitude: request.longitude }
      : request.query
        ? await placeNamed(db, request.query, {
            countryCode: request.countryCode,
            preferCountry: preferred,
          })
        : null;
  if (request.query && !origin) return [];
  const filters: (SQL | undefined)[] = [
    request.countryCode ? eq(stores.countryCode, request.countryCode) : undefined,
    request.services.includes('pickup') ? eq(stores.offersPickup, true) : undefined,
    request.services.includes('sts') ? eq(stores.offersShipToStore, true) : undefined,
    request.services.includes('collectionPoint') ? eq(stores.isCollectionPoint, true) : undefined,
    request.excludeCollectionPoints ? eq(stores.isCollectionPoint, false) : undefined,
  ];
  const rows = await db
    .select()
    .from(stores)
    .where(and(...filters));
  const found = rows.map((row) =>
    toStoreDetails(row, origin ? Math.round(distanceKm(origin, row) * 10) / 10 : null),
  );
  const near = origin
    ? found.filter((store) => (store.distanceKm ?? 0) <= request.radiusKm)
    : found;
  const foreign = (store: StoreDetails) => (preferred && store.countryCode !== preferred ? 1 : 0);
  near.sort(
    (a, b) =>
      foreign(a) - foreign(b) ||
      (a.distanceKm ?? 0) - (b.distanceKm ?? 0) ||
      a.name.localeCompare(b.name),
  );
  return near.slice(0, request.limit);
}
