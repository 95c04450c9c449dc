import {
  postalPartOf,
  type Address,
  type AddressField,
  type ParsedAddressInput,
} from '@/lib/contracts/address';
import {
  addressFormFor,
  isShippingCountry,
  type AddressFormDefinition,
} from '@/lib/address/form-definitions';
import { checkAddress } from '@/lib/address/normalize-address';
import { findCountry } from '@/lib/countries';
import { countryOf, type Locale } from '@/lib/i18n/locales';
import type { ValidationMessage } from '@/lib/validation/message';
import { ApiError } from '../http/api-error';
import { looksLikePoBox } from './po-box';
import { postalCodeMatchesProvince } from './postal-province';

export type AddressPurpose = 'shipping' | 'billing';

export interface FieldProblem {
  field: AddressField;
  errorId: string;
  message: ValidationMessage;
}

export interface AddressVerdict {
  address: Address | null;
  problems: FieldProblem[];
  isPoBox: boolean;
}

/** The input's country as an upper-case code, from `countryCode` or else `country`. */
export function countryCodeOf(input: ParsedAddressInput): string {
  return (input.countryCode ?? input.country ?? '').trim().toUpperCase();
}

/**
 * Checks an address against its country's form definition (lib/address), which the page's
 * form uses too. Shipping goes only to the storefront's own country; billing may be any
 * storefront country. The phone comes back in international form.
 */
export function assessAddress(
  input: ParsedAddressInput,
  purpose: AddressPurpose,
  locale: Locale,
  { cityMaxLength }: { cityMaxLength?: number } = {},
): AddressVerdict {
  const countryCode = countryCodeOf(input);
  const storeCountry = countryOf(locale).toUpperCase();
  const allowed =
    purpose === 'shipping' ? countryCode === storeCountry : isShippingCountry(countryCode);
  if (!allowed || !isShippingCountry(countryCode)) {
    return {
      address: null,
      problems: [{ field: 'country', errorId: 'PAY401', message: { key: 'required' } }],
      isPoBox: false,
    };
  }
  const form = withCityMaxLength(addressFormFor(countryCode, locale), cityMaxLength);
  const dialCode = input.phoneCode ?? form.dialCode;
  const { values, errors, internationalPhone } = checkAddress(
    {
      ...postalPartOf(input),
      country: countryCode,
      email: input.email,
      phone: nationalPart(input.phone, dialCode),
    },
    { ...form, dialCode },
  );
  const mismatch =
    !errors.postalCode &&
    !errors.province &&
    Boolean(values.province) &&
    !postalCodeMatchesProvince(countryCode, values.postalCode, values.province);
  if (mismatch) errors.postalCode = { key: 'pattern', values: { pattern: values.province } };
  const problemCode = (field: AddressField, checked: typeof values): string => {
    if (field === 'phone' && !checked.phone) return emptyPhoneCode(purpose);
    // Well-formed fields that do not fit together: the postal code is not the province's.
    if (field === 'postalCode' && mismatch) return 'CHK320';
    return 'CHK380';
  };
  const problems: FieldProblem[] = (Object.keys(errors) as AddressField[]).map((field) => ({
    field,
    errorId: problemCode(field, values),
    message: errors[field]!,
  }));
  const address: Address = {
    ...(input.addressId ? { addressId: input.addressId } : {}),
    ...postalPartOf(values),
    country: findCountry(countryCode)?.name ?? countryCode,
    countryCode,
    email: values.email.toLowerCase(),
    phone: internationalPhone,
    phoneCode: dialCode,
    ...(input.subscriptions ? { subscriptions: input.subscriptions } : {}),
  };
  return {
    address: problems.length ? null : address,
    problems,
    isPoBox: looksLikePoBox(values.addressLine1, values.addressLine2),
  };
}

/** Apple Pay allows longer city names than the form. */
function withCityMaxLength(
  form: AddressFormDefinition,
  cityMaxLength: number | undefined,
): AddressFormDefinition {
  if (cityMaxLength === undefined) return form;
  return {
    ...form,
    fields: form.fields.map((field) =>
      field.name === 'city' ? { ...field, maxLength: cityMaxLength } : field,
    ),
  };
}

/**
 * The place-order payload combines phone and phoneCode into one international number; the form
 * sends them apart. Either way the national part is checked.
 */
function nationalPart(phone: string, dialCode: string): string {
  const trimmed = phone.trim();
  if (!trimmed.startsWith('+')) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  return digits.startsWith(dialCode) ? digits.slice(dialCode.length) : trimmed;
}

function emptyPhoneCode(purpose: AddressPurpose): 'SHP410' | 'BILL410' {
  return purpose === 'shipping' ? 'SHP410' : 'BILL410';
}

type AddressErrorCode = 'CHK380' | 'CHK320' | 'PAY401' | 'SHP410' | 'BILL410';

/** A refused field as the spec's error: CHK380 says which field, the other codes their own text. */
export function addressFieldError(
  code: AddressErrorCode,
  purpose: AddressPurpose,
  field: string,
  key: string,
): ApiError {
  const prefix = purpose === 'shipping' ? 'shippingAddress' : 'billingAddress';
  return new ApiError(code, code === 'CHK380' ? `The ${field} is not valid.` : undefined, {
    field: `${prefix}.${field}`,
    data: { key },
  });
}

/**
 * The address to store, or the first problem as the spec's error: PAY401 for a country we do
 * not serve, SHP410/BILL410 for an empty phone, CHK380 for any other field, SHP500 for a PO
 * box on a home delivery.
 */
export function requireValidAddress(
  input: ParsedAddressInput,
  purpose: AddressPurpose,
  locale: Locale,
  { refusePoBox, cityMaxLength }: { refusePoBox: boolean; cityMaxLength?: number },
): Address {
  const verdict = assessAddress(input, purpose, locale, { cityMaxLength });
  const problem = verdict.problems.find((p) => p.errorId !== 'CHK380') ?? verdict.problems[0];
  if (problem) {
    throw addressFieldError(
      problem.errorId as AddressErrorCode,
      purpose,
      problem.field,
      problem.message.key,
    );
  }
  if (refusePoBox && verdict.isPoBox) {
    throw new ApiError('SHP500', undefined, { field: 'shippingAddress.addressLine1' });
  }
  return verdict.address!;
}
