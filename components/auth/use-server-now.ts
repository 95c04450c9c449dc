'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useAccountAuthClient } from '@/services/use-account-auth-client';

const serverClockKey = ['server-time'] as const;

/**
 * The server's clock, for age checks (spec 002 section 7): a device set to the wrong year must
 * not decide who is old enough. The clock is read once and kept as an offset from the device's,
 * so later checks need no call. It is fetched on mount, before the visitor submits.
 */
export function useServerNow(): () => Promise<Date> {
  const auth = useAccountAuthClient();
  const queryClient = useQueryClient();

  const offset = useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: serverClockKey,
        queryFn: async () => {
          const { epochMs } = await auth.getServerTime();
          return epochMs - Date.now();
        },
        staleTime: Infinity,
      }),
    [auth, queryClient],
  );

  useEffect(() => {
    // Warm the cache; a failure is reported when a check needs the clock.
    offset().catch(() => undefined);
  }, [offset]);

  return useCallback(async () => new Date(Date.now() + (await offset())), [offset]);
}
