import type { z } from 'zod';
import { ownShippingAddressOf, type Address } from '@/lib/contracts/address';
import type { billingAddressRequestSchema } from '@/lib/contracts/checkout';
import { basketLocale } from '../cart';
import type { BasketRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { requireValidAddress } from './addresses';

/** BIL400 without an address (or "same as shipping" with no shipping address yet). */
export function resolveBilling(
  basket: BasketRow,
  body: z.infer<typeof billingAddressRequestSchema>,
): Address {
  const locale = basketLocale(basket);
  if (body.billingAddress) {
    const address = requireValidAddress(body.billingAddress, 'billing', locale, {
      refusePoBox: false,
    });
    return { ...address, email: address.email || (basket.email ?? '') };
  }
  const shipping = ownShippingAddressOf(basket.shippingAddress);
  if (body.sameAsShipping && shipping?.addressLine1) {
    const {
      customs: _customs,
      collection: _collection,
      shippingId: _shippingId,
      context: _context,
      ...address
    } = shipping;
    return address;
  }
  throw new ApiError('BIL400');
}
