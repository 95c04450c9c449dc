import type { AddressFormDefinition } from '../address/form-definitions';
import type { SavedAddressRequest } from '../contracts/address-book';
import {
  postalPartOf,
  type AddressFormValues,
  type AddressInput,
  type ApproachType,
  type SavedAddress,
} from '../contracts/address';
import { storedAddressToFormValues, toAddressInput } from './address-form-model';

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

/** A saved address in the address form, with the account's email (saved addresses have none). */
export function savedAddressToFormValues(address: SavedAddress, email: string): AddressFormValues {
  return storedAddressToFormValues(address, email, address.phoneCode);
}

/** The address book's POST / PUT body from the address form's values. */
export function toSavedAddressBody(
  values: AddressFormValues,
  form: AddressFormDefinition,
  approachType: ApproachType,
  main?: boolean,
): SavedAddressRequest {
  const { email: _email, ...address } = toAddressInput(values, form);
  return { address: { ...address, approachType, ...(main === undefined ? {} : { main }) } };
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
