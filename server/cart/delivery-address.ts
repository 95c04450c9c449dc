import type { DeliveryAddress } from './delivery-services';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The parts of the basket's shipping address that decide tax and delivery. An address in
 * another country than the storefront's is ignored here (checkout refuses to ship there).
 */
export function deliveryAddressOf(
  address: Record<string, unknown> | null,
  storefrontCountry: string,
): DeliveryAddress | null {
  if (!address) return null;
  const country = (text(address.countryCode) ?? text(address.country) ?? '').toUpperCase();
  if (country !== storefrontCountry) return null;
  return {
    country,
    province: text(address.province) ?? text(address.stateCode),
    postalCode: text(address.postalCode),
  };
}
