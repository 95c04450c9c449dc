'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Cart } from '@/lib/contracts/cart';
import { useAuthStore } from '@/stores/auth-store';
import { CART_STORAGE_KEY } from '@/lib/cart/stored-cart';
import { useCartStore } from '@/stores/cart-store';
import { browserCartChannel } from './cart-channel';
import { acceptCount } from './cart-lifecycle';
import { cartQueryKey, cartQueryRoot } from './cart-query';

/**
 * Keeps this tab's bag in step with the others and with the shopper (mounted once, by the
 * header): another tab's change arrives on the cart channel with its count, and the full cart
 * is read again where this tab shows it; another tab's switch of basket arrives through the
 * stored basket id; and a change of shopper (sign-in merges the guest cart into the
 * account's) switches to the account's basket and reads it.
 */
export function useCartSync(): void {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      browserCartChannel.listen((change) => {
        acceptCount(queryClient, change);
        const shown = queryClient.getQueryData<Cart | null>(cartQueryKey(change.basketId));
        if (shown && shown.version >= change.version) return;
        // Only where the bag, mini cart or checkout show it; elsewhere it is read when shown.
        void queryClient.invalidateQueries({
          queryKey: cartQueryKey(change.basketId),
          exact: true,
          refetchType: 'active',
        });
      }),
    [queryClient],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (state.consumerId === previous.consumerId) return;
        if (state.status === 'registered' && state.basketId) {
          const { totalItems } = useCartStore.getState();
          useCartStore.getState().setCart({ basketId: state.basketId, totalItems });
        }
        void queryClient.invalidateQueries({ queryKey: cartQueryRoot });
      }),
    [queryClient],
  );
}
