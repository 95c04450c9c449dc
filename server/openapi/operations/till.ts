import { cartSchema } from '@/lib/contracts/cart';
import {
  attachCustomerRequestSchema,
  handOverRequestSchema,
  tillCustomerQuerySchema,
  tillCustomerResponseSchema,
} from '@/lib/contracts/till';
import { json, named, type Operation } from '../operation';

const tag = 'Till';
const cart = json(named('Cart', cartSchema));

/** The buy-in-store till: associates only (the agent cookie of POST .../agent/login). */
export const tillOperations: Operation[] = [
  {
    method: 'get',
    path: '/consumers-v3/agent/customers',
    summary: 'Find a customer by exact email, phone or loyalty member id (store associates)',
    tag,
    query: tillCustomerQuerySchema,
    success: json(named('TillCustomerResponse', tillCustomerResponseSchema)),
    errors: ['AUT404', 'AUT403', 'ATTR100', 'ATTR200'],
  },
  {
    method: 'put',
    path: '/cart/v1/cart/{basketId}/customer',
    summary: 'Sell the bag to this customer (store associates)',
    tag,
    body: named('AttachCustomerRequest', attachCustomerRequestSchema),
    success: cart,
    errors: ['AUT404', 'BSK404', 'ATTR200'],
  },
  {
    method: 'delete',
    path: '/cart/v1/cart/{basketId}/customer',
    summary: 'Sell the bag to a guest again (store associates)',
    tag,
    success: cart,
    errors: ['AUT404', 'BSK404'],
  },
  {
    method: 'put',
    path: '/cart/v1/cart/{basketId}/handOver',
    summary: 'The customer takes the items at the till (store associates)',
    tag,
    body: named('HandOverRequest', handOverRequestSchema),
    success: cart,
    errors: ['AUT404', 'BSK404', 'INV700', 'SHP404'],
  },
];
