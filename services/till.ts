import type { TillCustomerQuery } from '@/lib/contracts/till';
import { lazySchema, type Transport } from './transport';

// Parsed with the shared contract, loaded with the first search rather than with the page.
const tillContracts = () => import('@/lib/contracts/till');
const tillCustomerResponseSchema = lazySchema(tillContracts, 'tillCustomerResponseSchema');

/** The till's own calls beyond the cart: finding the customer a session is for. */
export function createTillClient(request: Transport) {
  return {
    findCustomer: (query: TillCustomerQuery) =>
      request({
        path: '/consumers-v3/agent/customers',
        query: { ...query },
        schema: tillCustomerResponseSchema,
      }),
  };
}
export type TillClient = ReturnType<typeof createTillClient>;
