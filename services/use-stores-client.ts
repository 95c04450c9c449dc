'use client';

import { useMemo } from 'react';
import { useCommerce } from './commerce-context';
import { createStoresClient, type StoresClient } from './stores';

/** The store and collection point search, built by the pages that use it, not for every page. */
export function useStoresClient(): StoresClient {
  const { request } = useCommerce();
  return useMemo(() => createStoresClient(request), [request]);
}
