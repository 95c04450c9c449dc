import type { SavedAddressRequest } from '../contracts/address-book';
import type { AddressInput, ApproachType, SavedAddress } from '../contracts/address';
import { postalPartOf } from '../contracts/address-values';

/** The addresses of a type that this storefront can use (its own country's form). */
export function savedAddressesFor(
  addresses: readonly SavedAddress[],
  type: ApproachType,
  countryCode: string,
): SavedAddress[] {
  return addresses.filter(
    (address) => address.approachType === type && address.countryCode === countryCode,
  );
}

/** The type's main address in the storefront's country, if the shopper has one. */
export function mainAddressFor(
  addresses: readonly SavedAddress[],
  type: ApproachType,
  countryCode: string,
): SavedAddress | undefined {
  return savedAddressesFor(addresses, type, countryCode).find((address) => address.main);
}

/**
 * A saved address as the cart's address calls take it: the saved phone is international, which
 * the server reads as its national part; the email is the account's (saved addresses have none).
 */
export function savedAddressToInput(address: SavedAddress, email: string): AddressInput {
  return {
    ...postalPartOf(address),
    countryCode: address.countryCode,
    email,
    phone: address.phone,
    phoneCode: address.phoneCode,
  };
}

/**
 * What express checkout puts on the cart: the main shipping address, and the main billing
 * address or, without one, the shipping address again. Null when the shopper has no main
 * shipping address here.
 */
export function expressAddresses(
  addresses: readonly SavedAddress[],
  countryCode: string,
  email: string,
): { shipping: AddressInput; billing: AddressInput | null } | null {
  const shipping = mainAddressFor(addresses, 'S', countryCode);
  if (!shipping) return null;
  const billing = addresses.find((address) => address.approachType === 'B' && address.main);
  return {
    shipping: savedAddressToInput(shipping, email),
    billing: billing ? savedAddressToInput(billing, email) : null,
  };
}

/** A saved address sent back unchanged but for `main`: making it its type's main address. */
export function mainAddressBody(address: SavedAddress): SavedAddressRequest {
  const { id: _id, main: _main, country: _country, ...fields } = address;
  return { address: { ...fields, main: true } };
}
