'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ProfileResponse } from '@/lib/contracts/auth';

export type ConsumerType = 'GUEST' | 'REGISTERED' | 'EMPLOYEE';

/** `unknown` until the session bootstrap has asked the server who the visitor is. */
export type SessionStatus = 'unknown' | 'guest' | 'registered';

export type EndedSession = 'account' | 'visitor' | null;

/** The consumer summary a token reply carries (spec 000 section 7). */
export interface ConsumerSummary {
  consumerId: string | null;
  consumerNo: string | null;
  consumerType: ConsumerType;
  memberId: string | null;
  basketId: string | null;
  favorites: string | null;
}

/**
 * Who the shopper is, as the page knows it (spec 000 section 3, Auth state). Tokens are never
 * here: they live in httpOnly cookies. Only the employee flag is kept between visits.
 */
export interface AuthState extends ConsumerSummary {
  status: SessionStatus;
  firstName: string | null;
  isEmployee: boolean;
  /**
   * The session ended on this page without the shopper signing out (the refresh was refused):
   * `account` when it was a signed-in shopper's, `visitor` otherwise; null while it has not.
   */
  endedSession: EndedSession;
  /** A token call succeeded: the cookies now belong to this guest or registered consumer. */
  sessionStarted: (summary: ConsumerSummary) => void;
  /** The profile loaded, so the visitor is signed in; basket and favorites ids are kept. */
  profileLoaded: (profile: ProfileResponse) => void;
  /** The shopper's favorites list now exists (a guest's first heart): sign-in merges it. */
  favoritesListed: (favoriteId: string) => void;
  signedOut: () => void;
  /** The refresh was refused: a signed-out visitor, whose guest session starts right after. */
  sessionEnded: () => void;
}

const anonymous = {
  status: 'unknown' as SessionStatus,
  consumerId: null,
  consumerNo: null,
  consumerType: 'GUEST' as ConsumerType,
  memberId: null,
  basketId: null,
  favorites: null,
  firstName: null,
};

function statusOf(consumerType: ConsumerType): SessionStatus {
  return consumerType === 'GUEST' ? 'guest' : 'registered';
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...anonymous,
      isEmployee: false,
      endedSession: null,
      sessionStarted: (summary) =>
        set((state) => ({
          ...summary,
          status: statusOf(summary.consumerType),
          // Signing in again puts the ended session behind the shopper.
          endedSession: summary.consumerType === 'GUEST' ? state.endedSession : null,
          // A guest has no name; a registered token keeps the name until the profile refreshes it.
          firstName: summary.consumerType === 'GUEST' ? null : state.firstName,
          isEmployee: summary.consumerType === 'EMPLOYEE',
        })),
      profileLoaded: (profile) =>
        set({
          consumerId: profile.consumerId,
          consumerNo: profile.consumerNo,
          consumerType: profile.consumerType,
          memberId: profile.memberId,
          firstName: profile.consumerDetails.firstName,
          status: statusOf(profile.consumerType),
          isEmployee: profile.consumerType === 'EMPLOYEE',
        }),
      favoritesListed: (favoriteId) => set({ favorites: favoriteId }),
      // Back to `guest`, not `unknown`: the caller asks for the guest token right after.
      signedOut: () =>
        set({ ...anonymous, status: 'guest', isEmployee: false, endedSession: null }),
      sessionEnded: () =>
        set((state) => ({
          ...anonymous,
          status: 'guest',
          isEmployee: false,
          endedSession:
            state.status === 'registered' || state.endedSession === 'account'
              ? 'account'
              : 'visitor',
        })),
    }),
    {
      name: 'stride-employee',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isEmployee }) => ({ isEmployee }),
      skipHydration: true,
    },
  ),
);
