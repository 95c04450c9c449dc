import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
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
        ? await placeNamed(db, request.query, request.countryCode, preferred)
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

/**
 * Where a typed postal code (its start) or city (part of it) is: the first store there, in the
 * asked or preferred country first. No geocoder is involved, so nothing leaves the server.
 */
async function placeNamed(
  db: Database,
  query: string,
  countryCode: string | undefined,
  preferCountry: string | undefined,
): Promise<{ latitude: number; longitude: number } | null> {
  const pattern = escapeLike(query);
  const [place] = await db
    .select({ latitude: stores.latitude, longitude: stores.longitude })
    .from(stores)
    .where(
      and(
        countryCode ? eq(stores.countryCode, countryCode) : undefined,
        or(ilike(stores.city, `%${pattern}%`), ilike(stores.postalCode, `${pattern}%`)),
      ),
    )
    .orderBy(
      preferCountry ? sql`${stores.countryCode} <> ${preferCountry}` : sql`true`,
      asc(stores.isCollectionPoint),
      asc(stores.id),
    )
    .limit(1);
  return place ?? null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
