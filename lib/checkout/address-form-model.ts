import type { AddressFieldDefinition, AddressFormDefinition } from '../address/form-definitions';
import { checkAddress } from '../address/normalize-address';
import {
  addressFields,
  addressFormValuesSchema,
  postalPartOf,
  type Address,
  type AddressField,
  type AddressFormValues,
  type AddressInput,
  type PostalField,
} from '../contracts/address';
import type { AddressFormsResponse } from '../contracts/checkout';
import { formSchema } from '../validation/zod-form';

function isAddressField(name: string): name is AddressField {
  return (addressFields as readonly string[]).includes(name);
}

/** A form definition as GET /cart/v1/addressForms serves it, typed for the form; unknown fields are dropped. */
export function toFormDefinition(
  wire: AddressFormsResponse['forms'][number],
): AddressFormDefinition {
  const fields: AddressFieldDefinition[] = [];
  for (const field of wire.fields) {
    if (!isAddressField(field.name)) continue;
    fields.push({
      ...field,
      name: field.name,
      transforms: field.transforms as AddressFieldDefinition['transforms'],
    });
  }
  return { ...wire, fields };
}

export function fieldDefinition(
  form: AddressFormDefinition,
  name: AddressField,
): AddressFieldDefinition | undefined {
  return form.fields.find((field) => field.name === name);
}

/** The form's zod schema: the country's transforms, rules and kind checks (lib/address). */
export function addressFormSchema(form: AddressFormDefinition) {
  return formSchema(addressFormValuesSchema.shape, (values) => checkAddress(values, form).errors);
}

export function emptyAddressValues(form: AddressFormDefinition, email = ''): AddressFormValues {
  const blank = Object.fromEntries(addressFields.map((field) => [field, ''])) as AddressFormValues;
  return { ...blank, country: form.countryCode, email };
}

/** What a stored address (on the cart or in the address book) fills the form with. */
type StoredAddressFields = Pick<Address, PostalField | 'countryCode' | 'phone' | 'phoneCode'>;

/** A stored address in the address form: the phone loses its `+` and dial code. */
export function storedAddressToFormValues(
  address: StoredAddressFields,
  email: string,
  dialCode: string,
): AddressFormValues {
  const prefix = `+${dialCode}`;
  return {
    ...postalPartOf(address),
    country: address.countryCode,
    email,
    phone: address.phone.startsWith(prefix) ? address.phone.slice(prefix.length) : address.phone,
  };
}

/** A cart address in the form; an address without a dial code takes the form's. */
export function addressToFormValues(
  address: Address,
  form: AddressFormDefinition,
): AddressFormValues {
  return storedAddressToFormValues(address, address.email, address.phoneCode || form.dialCode);
}

/** What the address calls send: the form's values after transforms, phone with its dial code. */
export function toAddressInput(
  values: AddressFormValues,
  form: AddressFormDefinition,
): AddressInput {
  const { values: clean } = checkAddress(values, form);
  return {
    ...postalPartOf(clean),
    countryCode: form.countryCode,
    email: clean.email,
    phone: clean.phone,
    phoneCode: form.dialCode,
  };
}

/**
 * The place-order billing address carries one phone, combined from phone and phoneCode; the
 * stored address already holds it in international form.
 */
export function toPlaceOrderAddress(address: Address): AddressInput {
  return {
    ...postalPartOf(address),
    countryCode: address.countryCode,
    email: address.email,
    phone: address.phone,
  };
}
