'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ConsumerType = 'GUEST' | 'REGISTERED' | 'EMPLOYEE';

/**
 * Who the shopper is, as the page knows it (spec 000 section 3, Auth state). Tokens are never
 * here: they live in httpOnly cookies. Only the employee flag is kept between visits.
 */
export interface AuthState {
  consumerId: string | null;
  consumerNo: string | null;
  consumerType: ConsumerType;
  memberId: string | null;
  basketId: string | null;
  favorites: string | null;
  isEmployee: boolean;
  signedIn: (session: Omit<AuthState, 'signedIn' | 'signedOut' | 'isEmployee'>) => void;
  signedOut: () => void;
}

const anonymous = {
  consumerId: null,
  consumerNo: null,
  consumerType: 'GUEST' as const,
  memberId: null,
  basketId: null,
  favorites: null,
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...anonymous,
      isEmployee: false,
      signedIn: (session) => set({ ...session, isEmployee: session.consumerType === 'EMPLOYEE' }),
      signedOut: () => set({ ...anonymous, isEmployee: false }),
    }),
    {
      name: 'stride-employee',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isEmployee }) => ({ isEmployee }),
      skipHydration: true,
    },
  ),
);
