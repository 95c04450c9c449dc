'use client';

import { useQuery } from '@tanstack/react-query';
import type { StoreDetails } from '@/lib/contracts/stores';
import { useStoresClient } from './use-stores-client';
import { useProductPageClient } from './use-product-page';

/** Where to look for stores: a postal code or city the shopper typed, or a point. */
export type StoreSearchOrigin = { query: string } | { latitude: number; longitude: number };

/** A store offering the method, with its stock of the size for pickup (null for ship to store). */
export interface PickupStore {
  store: StoreDetails;
  quantity: number | null;
}

/** How far "nearby" reaches around the searched place. */
const NEARBY_KM = 150;

export interface PickupStoreSearch {
  method: 'pickup' | 'sts';
  countryCode: string;
  origin: StoreSearchOrigin | null;
  productId: string;
  variantId: string;
}

/**
 * Stores near the origin that offer the method, nearest first (a typed place is searched
 * around by the server), with their stock of the size for pickup.
 */
export function usePickupStores(search: PickupStoreSearch) {
  const stores = useStoresClient();
  const productPage = useProductPageClient();
  const { method, countryCode, origin, productId, variantId } = search;
  return useQuery({
    queryKey: ['pickup-stores', search],
    enabled: origin !== null,
    queryFn: async (): Promise<PickupStore[]> => {
      if (!origin) return [];
      const { stores: found } = await stores.search({
        countryCode,
        ...origin,
        radiusKm: NEARBY_KM,
        services: [method],
        limit: 10,
      });
      if (method === 'sts' || found.length === 0) {
        return found.map((store) => ({ store, quantity: null }));
      }
      const { storeInventory } = await productPage.getStoreAvailability(productId, {
        storeIds: found.map((store) => store.id),
        variantId,
      });
      const quantityOf = new Map(storeInventory.map((row) => [row.storeId, row.quantity]));
      return found.map((store) => ({ store, quantity: quantityOf.get(store.id) ?? 0 }));
    },
    staleTime: 30_000,
  });
}

/** Today's stock of one size at one store: the product page's "pick up today" line. */
export function useStoreQuantity(productId: string, variantId: string, storeId: string | null) {
  const productPage = useProductPageClient();
  return useQuery({
    queryKey: ['products', productId, 'store-quantity', variantId, storeId],
    enabled: storeId !== null,
    queryFn: async () => {
      const { storeInventory } = await productPage.getStoreAvailability(productId, {
        storeIds: [storeId ?? ''],
        variantId,
      });
      return storeInventory[0]?.quantity ?? 0;
    },
    staleTime: 30_000,
  });
}
