'use client';

import { useMemo } from 'react';
import { useCommerce } from './commerce-context';
import { createSubscriptionsClient } from './subscriptions';

/** The subscriptions client, built by the parts of pages that use it rather than for every page. */
export function useSubscriptionsClient() {
  const { request, recaptcha } = useCommerce();
  return useMemo(() => createSubscriptionsClient(request, recaptcha), [request, recaptcha]);
}

export const subscriptionsQueryKey = ['consumer', 'subscriptions'] as const;
