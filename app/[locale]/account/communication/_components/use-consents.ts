'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  SubscriptionsResponse,
  SubscriptionUpdate,
} from '@/lib/contracts/subscriptions';
import { subscriptionsQueryKey, useSubscriptionsClient } from '@/services/use-subscriptions';

/** The signed-in shopper's consents and notification topics. */
export function useConsents() {
  const subscriptions = useSubscriptionsClient();
  return useQuery({ queryKey: subscriptionsQueryKey, queryFn: () => subscriptions.list() });
}

/** Opts in or out of one channel; the list shows the change once the server has it. */
export function useUpdateConsent() {
  const subscriptions = useSubscriptionsClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubscriptionUpdate) => subscriptions.update(change),
    onSuccess: (saved) =>
      queryClient.setQueryData<SubscriptionsResponse>(subscriptionsQueryKey, (current) =>
        current
          ? {
              ...current,
              subscriptions: [
                ...current.subscriptions.filter((entry) => entry.channel !== saved.channel),
                saved,
              ],
            }
          : current,
      ),
  });
}

export function useUpdateNotifications() {
  const subscriptions = useSubscriptionsClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationPreferences>) =>
      subscriptions.updateNotifications(change),
    onSuccess: ({ notificationPreferences }) =>
      queryClient.setQueryData<SubscriptionsResponse>(subscriptionsQueryKey, (current) =>
        current ? { ...current, notificationPreferences } : current,
      ),
  });
}
