'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCommerce } from './commerce-context';
import { useAccountAuthClient } from './use-account-auth-client';
import { useConsumerClient } from './use-consumer-client';
import { createLoyaltyClient } from './loyalty';
import { profileQueryKey } from './use-session';

/** The loyalty client, built by the pages that use it rather than for every page. */
function useLoyaltyClient() {
  const { request } = useCommerce();
  return useMemo(() => createLoyaltyClient(request), [request]);
}

const loyaltyKey = ['loyalty'] as const;

/** The member's vouchers and balance; off while `enabled` is false (not a member). */
export function useLoyaltyVouchers(enabled: boolean) {
  const loyalty = useLoyaltyClient();
  return useQuery({
    queryKey: [...loyaltyKey, 'vouchers'],
    queryFn: () => loyalty.vouchers(),
    enabled,
    retry: false,
  });
}

export function useWelcomePromotion(enabled: boolean) {
  const loyalty = useLoyaltyClient();
  return useQuery({
    queryKey: [...loyaltyKey, 'welcome'],
    queryFn: () => loyalty.welcomePromotion(),
    enabled,
    retry: false,
  });
}

export function usePointsHistory(page: number, enabled: boolean) {
  const loyalty = useLoyaltyClient();
  return useQuery({
    queryKey: [...loyaltyKey, 'history', page],
    queryFn: () => loyalty.history(page),
    enabled,
    retry: false,
  });
}

/**
 * Enrols the signed-in shopper in the loyalty programme (PUT profile with the Loyalty
 * enrollment), then asks for the member token as sign-up does. The cached profile changes only
 * once the enrollment succeeded; the loyalty reads start afresh.
 */
export function useJoinLoyalty() {
  const auth = useAccountAuthClient();
  const consumer = useConsumerClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const profile = await consumer.updateProfile({
        consumerProfile: { enrollments: [{ type: 'Loyalty', optin: true }] },
      });
      await auth.loyaltyToken({ usid: profile.consumerId }, { source: 'loyalty-modal' });
      return profile;
    },
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: loyaltyKey });
    },
  });
}
