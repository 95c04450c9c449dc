import type { CollectionPointSearchInput } from '@/lib/contracts/collection-points';
import type { StoreSearchRequest } from '@/lib/contracts/stores';
import { lazySchema, type Transport } from './transport';

// Replies are parsed with the shared contracts, loaded with the first call rather than with
// the page, so no page's first load carries zod.
const storesContracts = () => import('@/lib/contracts/stores');
const storeEmployeesResponseSchema = lazySchema(storesContracts, 'storeEmployeesResponseSchema');
const storeSearchResponseSchema = lazySchema(storesContracts, 'storeSearchResponseSchema');
const collectionPointSearchResponseSchema = lazySchema(
  () => import('@/lib/contracts/collection-points'),
  'collectionPointSearchResponseSchema',
);

export function createStoresClient(request: Transport) {
  return {
    search: (body: Partial<StoreSearchRequest>) =>
      request({
        method: 'POST',
        path: '/stores/v1/search',
        body,
        schema: storeSearchResponseSchema,
      }),
    getEmployees: (storeId: string) =>
      request({
        path: `/consumers-v3/utilities/stores/${encodeURIComponent(storeId)}/employees`,
        schema: storeEmployeesResponseSchema,
      }),
    collectionPoints: (body: CollectionPointSearchInput) =>
      request({
        method: 'POST',
        path: '/stores/v1/collectionPoints',
        body,
        schema: collectionPointSearchResponseSchema,
      }),
  };
}
export type StoresClient = ReturnType<typeof createStoresClient>;
