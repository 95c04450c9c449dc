'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthClient } from './auth';
import { useCommerce } from './commerce-context';
import { loadProfile } from './session';

export const profileQueryKey = ['auth', 'profile'] as const;

export const profileQuery = (auth: AuthClient) =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: () => loadProfile(auth),
    // One profile read per page view is enough; sign-in, sign-out and profile edits refetch it.
    staleTime: 60_000,
    // A refused session is an answer (null), not a failure worth retrying; a retry could also
    // replay a refresh cookie the first attempt already rotated.
    retry: false,
  });

/** The signed-in shopper's profile, null for a guest, undefined while unknown. */
export function useProfile() {
  const { auth } = useCommerce();
  return useQuery(profileQuery(auth));
}
