import { useQuery } from '@tanstack/react-query';
import type { CollectionPointSearchInput } from '@/lib/contracts/collection-points';
import { useStoresClient } from './use-stores-client';

/** Collection points near a postal code; idle until there is one to search. */
export function useCollectionPoints(search: CollectionPointSearchInput | null) {
  const stores = useStoresClient();
  return useQuery({
    queryKey: ['stores', 'collection-points', search],
    queryFn: async () => (await stores.collectionPoints(search!)).collectionPoints,
    enabled: search !== null,
    staleTime: 5 * 60_000,
    // A refused search (too many, carrier down) is said at once; retrying would only add to it.
    retry: false,
  });
}
