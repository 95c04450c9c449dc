'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCartStore } from '@/stores/cart-store';
import { useCommerce, type BrowserCommerce } from './commerce-context';
import { loadProfile } from './session';
import type { SessionRenewal } from './session-renewal';

export const profileQueryKey = ['auth', 'profile'] as const;

/**
 * No session at all, on a page that still holds a bag: the session's cookies are gone (ended
 * elsewhere, or cleared), so the page treats it like a refused refresh (useSessionEnd) and
 * says the bag could not be shown, rather than calling it empty. A first visit holds nothing.
 */
const endHeldSession = (session: SessionRenewal) => {
  const seen = session.mark();
  return () => (useCartStore.getState().basketId ? session.ended(seen) : Promise.resolve());
};

export const profileQuery = ({ auth, session }: Pick<BrowserCommerce, 'auth' | 'session'>) =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: () => loadProfile(auth, endHeldSession(session)),
    // One profile read per page view is enough; sign-in, sign-out and profile edits refetch it.
    staleTime: 60_000,
    // A refused session is an answer (null), not a failure worth retrying; a retry could also
    // replay a refresh cookie the first attempt already rotated.
    retry: false,
  });

/** The signed-in shopper's profile, null for a guest, undefined while unknown. */
export function useProfile() {
  return useQuery(profileQuery(useCommerce()));
}
