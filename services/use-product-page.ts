'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StockNotificationRequest } from '@/lib/contracts/notifications';
import type { CommerceApiError } from './api-error';
import { useCommerce } from './commerce-context';
import { createProductPageClient, type ProductPageClient } from './product-page';
import { useStoresClient } from './use-stores-client';

/** The product page's client, built by the pages that use it rather than for every page. */
export function useProductPageClient(): ProductPageClient {
  const { request } = useCommerce();
  return useMemo(() => createProductPageClient(request), [request]);
}

/** Charts never change while a shopper looks: fetched once per type when the dialog opens. */
export function useSizeChart(productType: string) {
  const productPage = useProductPageClient();
  return useQuery({
    queryKey: ['size-chart', productType],
    queryFn: () => productPage.getSizeChart(productType),
    staleTime: Infinity,
  });
}

export function useProductSets(productId: string) {
  const productPage = useProductPageClient();
  return useQuery({
    queryKey: ['products', productId, 'product-sets'],
    queryFn: () => productPage.getProductSets(productId),
    staleTime: 5 * 60_000,
  });
}

export function useRecommendations(productIds: string[], limit: number) {
  const productPage = useProductPageClient();
  return useQuery({
    queryKey: ['recommendations', productIds, limit],
    queryFn: () => productPage.getRecommendations(productIds, { limit }),
    enabled: productIds.length > 0,
    staleTime: 5 * 60_000,
  });
}

export function useStockNotification() {
  const productPage = useProductPageClient();
  return useMutation<unknown, CommerceApiError, StockNotificationRequest>({
    mutationFn: (body) => productPage.requestStockNotification(body),
  });
}

/** Nearby stores (by the shopper's search, else the locale's country) with stock of one size. */
export function useStoreStock(
  productId: string,
  variantId: string,
  search: { countryCode: string; query?: string },
) {
  const productPage = useProductPageClient();
  const stores = useStoresClient();
  return useQuery({
    queryKey: ['products', productId, 'store-stock', variantId, search],
    queryFn: async () => {
      const { stores: found } = await stores.search({
        countryCode: search.countryCode,
        query: search.query,
        limit: 10,
      });
      if (found.length === 0) return [];
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
