import {
  addressFormValuesSchema,
  type AddressField,
  type AddressFormValues,
} from '../contracts/address';
import { findCountry } from '../countries';
import { validEmail } from './email';
import { fieldRulesValidator, type FieldRules } from './field-rules';
import { validateFields, type FieldMessages } from './field-messages';
import { composeValidators, onTrimmed, type Validator } from './message';
import { validName } from './name';
import { validPhone } from './phone';
import { postalCodeRulesFor } from './postal-code';
import { ADDRESS_FIELD_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './rules';
import { formSchema } from './zod-form';

export type AddressRules = Record<AddressField, FieldRules>;
/** What the server sends for one country: only the rules it changes, field by field. */
export type AddressRuleOverrides = Partial<Record<AddressField, Partial<FieldRules>>>;

const name: FieldRules = { required: true, minLength: NAME_MIN_LENGTH, maxLength: NAME_MAX_LENGTH };
const line: FieldRules = { required: true, maxLength: ADDRESS_FIELD_MAX_LENGTH };

/** The address fields' rules where a country sets none of its own. */
export const addressDefaults: Readonly<AddressRules> = {
  firstName: name,
  lastName: name,
  addressLine1: line,
  addressLine2: { ...line, required: false },
  city: line,
  province: { required: false },
  postalCode: { required: true },
  country: { required: true },
  email: { required: true },
  phone: { required: true },
};

/**
 * The rules for an address in a country: the defaults, then the country's postal-code format,
 * then the server's overrides, each overriding the one before field by field.
 */
export function addressRulesFor(
  country: string,
  overrides: AddressRuleOverrides = {},
): AddressRules {
  const rules = {
    ...addressDefaults,
    postalCode: { ...addressDefaults.postalCode, ...postalCodeRulesFor(country) },
  };
  for (const field of Object.keys(overrides) as AddressField[]) {
    rules[field] = { ...rules[field], ...overrides[field] };
  }
  return rules;
}

export interface AddressFormOptions {
  /** The server's rules by country code; the country is the one picked in the form. */
  serverRules?: Readonly<Record<string, AddressRuleOverrides>>;
}

/**
 * On top of the configured rules, a field keeps the check its kind implies: names use the name
 * alphabet, the email must be an address and the phone must fit the chosen country's dial code.
 */
function kindValidators(country: string): Partial<Record<AddressField, Validator<string>>> {
  const dialCode = findCountry(country)?.dialCode;
  return {
    firstName: validName,
    lastName: validName,
    email: validEmail,
    ...(dialCode ? { phone: validPhone(dialCode) } : {}),
  };
}

export function validateAddress(
  values: AddressFormValues,
  options: AddressFormOptions = {},
): FieldMessages<AddressField> {
  const rules = addressRulesFor(
    values.country,
    options.serverRules?.[values.country.toUpperCase()],
  );
  const kinds = kindValidators(values.country);
  const validators = Object.fromEntries(
    (Object.keys(rules) as AddressField[]).map((field) => {
      const configured = fieldRulesValidator(rules[field]);
      const kind = kinds[field];
      return [field, onTrimmed(kind ? composeValidators(configured, kind) : configured)];
    }),
  );
  return validateFields(values, validators);
}

export function addressFormSchema(options: AddressFormOptions = {}) {
  return formSchema(addressFormValuesSchema.shape, (values) => validateAddress(values, options));
}
