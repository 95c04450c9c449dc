'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What the storefront remembers of the shopper's favourite store (favStoreId). */
export interface FavoriteStore {
  id: string;
  name: string;
  city: string;
}

export interface FavoriteStoreState {
  store: FavoriteStore | null;
  choose: (store: FavoriteStore) => void;
  clear: () => void;
}

export const FAVORITE_STORE_STORAGE_KEY = 'stride-favorite-store';

/**
 * The shopper's favourite store: pickup and ship-to-store start from it and the cart sends it
 * as favStoreId. It lives in local storage so every tab and visit shares it.
 */
export const useFavoriteStore = create<FavoriteStoreState>()(
  persist(
    (set) => ({
      store: null,
      choose: (store) => set({ store }),
      clear: () => set({ store: null }),
    }),
    {
      name: FAVORITE_STORE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ store }) => ({ store }),
      // Read storage after hydration so the server and first client render agree.
      skipHydration: true,
    },
  ),
);

/**
 * Reads the stored favourite store now if the page has not yet (storage is synchronous), for
 * the cart calls that send favStoreId, which may run before any component has read it.
 */
export function currentFavoriteStoreId(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  if (!useFavoriteStore.persist.hasHydrated()) void useFavoriteStore.persist.rehydrate();
  return useFavoriteStore.getState().store?.id;
}
