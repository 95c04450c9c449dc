'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsClient } from './products';
import { useCommerce } from './commerce-context';

export const productInventoryQuery = (products: ProductsClient, productId: string) =>
  queryOptions({
    queryKey: ['products', productId, 'inventory'],
    queryFn: () => products.getInventory(productId),
    // Stock moves while a shopper looks; keep it fresh but not chatty.
    staleTime: 30_000,
  });

/** Stock is shopper-time data, so it is fetched lazily in the browser (spec 002 section 7). */
export function useProductInventory(productId: string) {
  const { products } = useCommerce();
  return useQuery(productInventoryQuery(products, productId));
}
