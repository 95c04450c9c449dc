import { asc, eq } from 'drizzle-orm';
import type { StoreDetails } from '@/lib/contracts/stores';
import type { Database } from '../db/client';
import { stores } from '../db/schema';

type StoreRow = typeof stores.$inferSelect;

export function toStoreDetails(row: StoreRow, distance: number | null): StoreDetails {
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

/** One of the brand's stores by id; null for an unknown id or a collection point. */
export async function findBrandStore(db: Database, storeId: string): Promise<StoreDetails | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  return row && !row.isCollectionPoint ? toStoreDetails(row, null) : null;
}

/** Every brand store's id, for the sitemap: collection points have no page. */
export async function listBrandStoreIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.isCollectionPoint, false))
    .orderBy(asc(stores.id));
  return rows.map((row) => row.id);
}
