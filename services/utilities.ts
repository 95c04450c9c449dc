import { lazySchema, type Transport } from './transport';

// Replies are parsed with the shared contracts, loaded with the first call rather than with
// the page, so no page's first load carries zod.
const utilitiesContracts = () => import('@/lib/contracts/utilities');
const countryListResponseSchema = lazySchema(utilitiesContracts, 'countryListResponseSchema');
const storeListResponseSchema = lazySchema(utilitiesContracts, 'storeListResponseSchema');

export function createUtilitiesClient(request: Transport) {
  return {
    getCountryList: () =>
      request({ path: '/consumers-v3/utilities/countryList', schema: countryListResponseSchema }),
    getStores: (countryCode?: string) =>
      request({
        path: '/consumers-v3/utilities/stores',
        query: { countryCode },
        schema: storeListResponseSchema,
      }),
  };
}
export type UtilitiesClient = ReturnType<typeof createUtilitiesClient>;
