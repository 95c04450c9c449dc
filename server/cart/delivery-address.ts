import type { CartShippingAddress } from '@/lib/contracts/address';
import type { DeliveryAddress } from './delivery-services';

function filled(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The parts of the basket's shipping address that decide tax and delivery: the shopper's own
 * address or Apple Pay's estimate. An address in another country than the storefront's is
 * ignored here (checkout refuses to ship there).
 */
export function deliveryAddressOf(
  address: CartShippingAddress | null,
  storefrontCountry: string,
): DeliveryAddress | null {
  if (!address || !('countryCode' in address)) return null;
  if (address.countryCode !== storefrontCountry) return null;
  return {
    country: address.countryCode,
    province: filled(address.province),
    postalCode: filled(address.postalCode),
  };
}
