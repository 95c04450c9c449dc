'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddressRequest } from '@/lib/contracts/address-book';
import { useConsumerClient } from './use-consumer-client';
import { profileQueryKey } from './use-session';

/**
 * Address book changes. The profile holds the list, so it is read again once a call succeeds
 * (spec 001 section 4: the local profile changes only after the call succeeds).
 */
export function useAddressBook() {
  const consumer = useConsumerClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileQueryKey });
  return {
    add: useMutation({
      mutationFn: (body: SavedAddressRequest) => consumer.addAddress(body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: SavedAddressRequest }) =>
        consumer.updateAddress(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => consumer.deleteAddress(id),
      onSuccess: refresh,
    }),
  };
}
