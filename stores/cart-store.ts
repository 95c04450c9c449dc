'use client';

import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CART_STORAGE_KEY } from '@/lib/cart/stored-cart';

/**
 * Which basket is the shopper's, as the page remembers it between visits (spec 000 section 9:
 * the cart is persisted in local storage), with the count it last had. The server's basket is
 * the only truth: the count here only paints the header before the cart query has answered
 * (services/use-cart-count.ts), and every cart reply writes it again.
 */
export interface CartState {
  basketId: string | null;
  totalItems: number;
  /**
   * The basket could not be read back after the session ended (not stored): the page says so
   * instead of showing an empty bag as if the shopper had emptied it.
   */
  lost: boolean;
  setCart: (cart: { basketId: string; totalItems: number }) => void;
  clearCart: () => void;
  /** Forgets a basket the server no longer shows this shopper; `lost` when it held items. */
  forgetBasket: (lost: boolean) => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      basketId: null,
      totalItems: 0,
      lost: false,
      setCart: ({ basketId, totalItems }) => set({ basketId, totalItems, lost: false }),
      clearCart: () => set({ basketId: null, totalItems: 0, lost: false }),
      forgetBasket: (lost) =>
        set((state) => ({ basketId: null, totalItems: 0, lost: state.lost || lost })),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ basketId, totalItems }) => ({ basketId, totalItems }),
      // Read localStorage after hydration so server and first client render agree.
      skipHydration: true,
    },
  ),
);

/** False until the stored cart has been read back from localStorage (after the first render). */
export function useCartHydrated(): boolean {
  return useSyncExternalStore(
    (onChange) => useCartStore.persist.onFinishHydration(onChange),
    () => useCartStore.persist.hasHydrated(),
    () => false,
  );
}
