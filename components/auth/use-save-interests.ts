'use client';

import { useMutation } from '@tanstack/react-query';
import { useConsumerClient } from '@/services/use-consumer-client';
import { useUpdateProfile } from '@/services/use-update-profile';

/**
 * Saves a new member's interests to their profile. Interests are newsletter topics, so a
 * shopper who had not ticked the newsletter is subscribed too, as the dialog says.
 */
export function useSaveInterests() {
  const consumer = useConsumerClient();
  const { mutateAsync: updateProfile } = useUpdateProfile();
  return useMutation({
    mutationFn: async ({ interests, subscribed }: { interests: string[]; subscribed: boolean }) => {
      await updateProfile({ preferences: { interests: interests.join('|') } });
      if (!subscribed) {
        await consumer.updateSubscription({ type: 'Newsletter', channel: 'email', optin: true });
      }
    },
  });
}
