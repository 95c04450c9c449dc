import {
  storeEmployeesResponseSchema,
  storeSearchResponseSchema,
  type StoreSearchRequest,
} from '@/lib/contracts/stores';
import type { Transport } from './transport';

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
  };
}
export type StoresClient = ReturnType<typeof createStoresClient>;
