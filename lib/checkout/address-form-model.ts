import { z } from 'zod';
import type { AddressFieldDefinition, AddressFormDefinition } from '../address/form-definitions';
import { checkAddress } from '../address/normalize-address';
import type { Address, AddressFormsResponse, AddressInput } from '../contracts/checkout';
import type { AddressField, AddressFormValues } from '../validation/address-form';
import { formSchema } from '../validation/zod-form';

/** Every field of the address form, in form order. */
export const addressFields = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'country',
  'email',
  'phone',
] as const satisfies readonly AddressField[];

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
  return formSchema(
    Object.fromEntries(addressFields.map((field) => [field, z.string()])) as Record<
      AddressField,
      z.ZodString
    >,
    (values) => checkAddress(values, form).errors,
  );
}

export function emptyAddressValues(form: AddressFormDefinition, email = ''): AddressFormValues {
  return {
    firstName: '',
    lastName: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    province: '',
    postalCode: '',
    country: form.countryCode,
    email,
    phone: '',
  };
}

/** The address fields a stored address (on the cart or in the address book) fills the form with. */
type StoredAddressFields = Pick<
  Address,
  | 'firstName'
  | 'lastName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'countryCode'
  | 'phone'
  | 'phoneCode'
>;

/** A stored address in the address form: the phone loses its `+` and dial code. */
export function storedAddressToFormValues(
  address: StoredAddressFields,
  email: string,
  dialCode: string,
): AddressFormValues {
  const prefix = `+${dialCode}`;
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    province: address.province,
    postalCode: address.postalCode,
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
    firstName: clean.firstName,
    lastName: clean.lastName,
    addressLine1: clean.addressLine1,
    addressLine2: clean.addressLine2,
    city: clean.city,
    province: clean.province,
    postalCode: clean.postalCode,
    countryCode: form.countryCode,
    email: clean.email,
    phone: clean.phone,
    phoneCode: form.dialCode,
  };
}

/**
 * Spec 000 section 3: the place-order billing address carries one phone, combined from phone
 * and phoneCode; the stored address already holds it in international form.
 */
export function toPlaceOrderAddress(address: Address): AddressInput {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    province: address.province,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    email: address.email,
    phone: address.phone,
  };
}
