'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AgentSession } from '@/lib/contracts/auth';

/**
 * The buy-in-store session an associate runs for a shopper (spec 001 section 3). It lives in
 * session storage so that it ends with the tab and never leaks to the next person at the till.
 */
export interface BuyInStoreState {
  session: AgentSession | null;
  start: (session: AgentSession) => void;
  clear: () => void;
}

export const BUY_IN_STORE_STORAGE_KEY = 'stride-buy-in-store';

export const useBuyInStoreStore = create<BuyInStoreState>()(
  persist(
    (set) => ({
      session: null,
      start: (session) => set({ session }),
      clear: () => set({ session: null }),
    }),
    {
      name: BUY_IN_STORE_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ session }) => ({ session }),
      // Read storage after hydration so the server and first client render agree.
      skipHydration: true,
    },
  ),
);
