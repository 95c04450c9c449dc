// Apart from saved-addresses.ts: the form model brings the address contract's zod, which
// express checkout's start does not need.
import type { AddressFormDefinition } from '../address/form-definitions';
import type { SavedAddressRequest } from '../contracts/address-book';
import type { AddressFormValues, ApproachType, SavedAddress } from '../contracts/address';
import { storedAddressToFormValues, toAddressInput } from './address-form-model';

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
