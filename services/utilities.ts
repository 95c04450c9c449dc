import { countryListResponseSchema, storeListResponseSchema } from '@/lib/contracts/utilities';
import type { Transport } from './transport';

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
