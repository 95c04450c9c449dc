'use client';

import { useMemo } from 'react';
import { useCommerce } from './commerce-context';
import { createConsumerClient, type ConsumerClient } from './consumer';

/** The shopper's account client (profile, addresses, loyalty), built by the pages that use it. */
export function useConsumerClient(): ConsumerClient {
  const { request, recaptcha } = useCommerce();
  return useMemo(() => createConsumerClient(request, recaptcha), [request, recaptcha]);
}
