'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '@/lib/contracts/auth';
import type { ProfileUpdateBody } from '@/services/consumer';
import { useConsumerClient } from '@/services/use-consumer-client';
import { profileQueryKey } from '@/services/use-session';

export type ProfileChanges = ProfileUpdateBody['consumerProfile'];

const filled = (value: unknown) => value !== undefined && value !== '';

/** Spec 001 section 5: an update whose every field is empty is skipped, not sent. */
export function hasProfileChanges(changes: ProfileChanges): boolean {
  return (
    Object.values(changes.consumerDetails ?? {}).some(filled) ||
    Object.values(changes.preferences ?? {}).some(filled) ||
    Boolean(changes.enrollments?.length) ||
    changes.isEmployeeDiscountTCAccepted !== undefined ||
    changes.favoriteStoreId !== undefined
  );
}

/**
 * Changes part of the signed-in shopper's profile. The cached profile changes only once the
 * call has succeeded (spec 001 section 4), and fails with 'Profile not loaded' when there is
 * none to change (section 5).
 */
export function useUpdateProfile() {
  const consumer = useConsumerClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileChanges) => {
      const current = queryClient.getQueryData<ProfileResponse | null>(profileQueryKey);
      if (!current) throw new Error('Profile not loaded');
      if (!hasProfileChanges(changes)) return current;
      return consumer.updateProfile({ consumerProfile: changes });
    },
    onSuccess: async (profile) => {
      // The reply is the updated profile, so every reader shows the change at once; the
      // invalidation then re-reads it, as a page reload would.
      queryClient.setQueryData(profileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
