'use client';

import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The shopper's cart as the page remembers it between visits (spec 000 section 9: the cart
 * is persisted in local storage). The server's basket stays the source of truth for prices.
 */
/** localStorage key; other tabs watch it to keep their bag count in step. */
export const CART_STORAGE_KEY = 'stride-cart';

export interface CartState {
  basketId: string | null;
  totalItems: number;
  setCart: (cart: { basketId: string; totalItems: number }) => void;
  clearCart: () => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      basketId: null,
      totalItems: 0,
      setCart: ({ basketId, totalItems }) => set({ basketId, totalItems }),
      clearCart: () => set({ basketId: null, totalItems: 0 }),
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
