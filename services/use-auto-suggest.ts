'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCommerce } from './commerce-context';

/** Suggestions for what the shopper has typed so far (popular searches when nothing yet). */
export function useAutoSuggest(term: string, enabled: boolean) {
  const { products } = useCommerce();
  return useQuery({
    queryKey: ['products', 'autoSuggest', term],
    queryFn: () => products.autoSuggest(term),
    enabled,
    staleTime: 60_000,
    // The list stays put while the next keystroke's suggestions load, instead of flickering.
    placeholderData: keepPreviousData,
  });
}
