'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import { CART_STORAGE_KEY, useCartStore } from '@/stores/cart-store';
import { cartQueryRoot } from './cart-query';
import { useCart } from './use-cart';

/**
 * Keeps the bag count right everywhere (issue 5): the stored basket is re-read from the
 * server on load and on focus, another tab's change arrives through the storage event, and
 * a change of shopper (sign-in merges the guest cart into the account's) switches to the
 * account's basket and re-reads it.
 */
export function useCartSync(): void {
  const queryClient = useQueryClient();
  useCart();

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
