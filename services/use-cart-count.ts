'use client';

import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartSummary } from '@/lib/contracts/cart';
import { useCartStore } from '@/stores/cart-store';
import type { CartClient } from './cart';
import { loadCartCount } from './cart-lifecycle';
import { cartCountKey } from './cart-query';
import { useCommerce } from './commerce-context';

export const cartCountQuery = (client: CartClient, queryClient: QueryClient, basketId: string) =>
  queryOptions<CartSummary | null>({
    queryKey: cartCountKey(basketId),
    queryFn: () => loadCartCount(client, queryClient, basketId),
    // Another device may change the bag; this tab's and other tabs' changes arrive by themselves.
    refetchOnWindowFocus: true,
    staleTime: 10_000,
    retry: false,
  });

/**
 * The bag count the header shows: from the cart query cache, which every cart reply of any
 * tab keeps (cart-lifecycle.ts, cart-channel.ts), read from the server's cheap summary only
 * when no reply is known yet. Until then the count stored by the last visit paints the header.
 */
export function useCartCount(): number {
  const { cart: client } = useCommerce();
  const queryClient = useQueryClient();
  const basketId = useCartStore((state) => state.basketId);
  const stored = useCartStore((state) => state.totalItems);
  const { data } = useQuery({
    ...cartCountQuery(client, queryClient, basketId ?? ''),
    enabled: basketId !== null,
  });
  if (basketId === null) return 0;
  return data?.totalItems ?? stored;
}
