import 'server-only';
import type { StoreSearchRequest } from '@/lib/contracts/stores';
import type { Locale } from '@/lib/i18n/locales';
import { getEnv } from '@/server/config/env';
import { getDatabase } from '@/server/db';
import { findBrandStore } from '@/server/stores/store-details';
import { getServerCommerce } from './commerce';

/**
 * The store locator's search, through the API so the storefront country's stores come first
 * (its locale header). Not cached: queries are too varied for a cache to pay off.
 */
export const searchBrandStores = (locale: Locale, criteria: Partial<StoreSearchRequest>) =>
  getServerCommerce(locale).stores.search({ ...criteria, excludeCollectionPoints: true });

/** A store's page: one of the brand's stores, or null (the page's not found). */
export async function getBrandStore(storeId: string) {
  const { db } = await getDatabase();
  return findBrandStore(db, storeId);
}

/** The tile server the locator's map draws from, or null: no map, nothing fetched outside. */
export function getMapSettings(): { tileUrl: string; attribution: string | null } | null {
  const env = getEnv();
  return env.MAP_TILE_URL
    ? { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? null }
    : null;
}
