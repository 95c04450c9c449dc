import { findCountry } from '../countries';
import { countryOf, languageOf, settingsFor, type Locale } from '../i18n/locales';
import { phoneMaskFor } from '../phone/mask';
import type { AddressField } from '../contracts/address';
import type { AddressRuleOverrides } from '../validation/address-form';
import { ADDRESS_FIELD_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../validation/rules';
import { provincesOf, type Province } from './provinces';
import type { AddressTransform } from './transforms';

/**
 * Address form definitions per country (per-field required, minLength, maxLength, pattern,
 * mask, transforms; province lists). The API serves them by locale and the checkout form and
 * the server's validation both read them, so a rule lives once.
 */
export interface AddressFieldDefinition {
  name: AddressField;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** An anchored regular expression's source (flags `i` when `caseInsensitive`). */
  pattern?: { source: string; caseInsensitive: boolean; hint: string };
  /** X stands for a digit (phone). */
  mask?: string;
  transforms: AddressTransform[];
  /** Province or state choices; the field is a select when present. */
  options?: Province[];
}

export interface AddressFormDefinition {
  formId: string;
  countryCode: string;
  /** The phone's dial code for this country, without the plus. */
  dialCode: string;
  fields: AddressFieldDefinition[];
}

/** Countries the storefront delivers to: each locale's own country. */
export const shippingCountries = ['US', 'CA', 'GB', 'FR', 'DE', 'IT'] as const;
export type ShippingCountry = (typeof shippingCountries)[number];

export function isShippingCountry(code: string): code is ShippingCountry {
  return (shippingCountries as readonly string[]).includes(code);
}

const fiveDigits = { source: '^\\d{5}$', caseInsensitive: false, hint: '12345' };

const postalCodePatterns: Record<ShippingCountry, AddressFieldDefinition['pattern']> = {
  US: { source: '^\\d{5}(-\\d{4})?$', caseInsensitive: false, hint: '12345 / 12345-6789' },
  CA: {
    source: '^[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d$',
    caseInsensitive: true,
    hint: 'A1A 1A1',
  },
  GB: {
    source:
      '^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) ?[0-9][ABD-HJLNP-UW-Z]{2})$',
    caseInsensitive: true,
    hint: 'SW1A 1AA',
  },
  FR: fiveDigits,
  DE: fiveDigits,
  IT: fiveDigits,
};

const postalCodeTransforms: Record<ShippingCountry, AddressTransform[]> = {
  US: ['trim'],
  CA: ['trim', 'uppercase', 'caPostalCodeSpace'],
  GB: ['trim', 'uppercase', 'gbPostalCodeSpace'],
  FR: ['trim', 'digitsOnly'],
  DE: ['trim', 'digitsOnly'],
  IT: ['trim', 'digitsOnly'],
};

const text: AddressTransform[] = ['trim', 'collapseWhitespace'];

function postalCodeField(country: ShippingCountry): AddressFieldDefinition {
  const pattern = postalCodePatterns[country];
  const exact = pattern === fiveDigits ? { minLength: 5, maxLength: 5 } : {};
  return {
    name: 'postalCode',
    required: true,
    ...exact,
    ...(country === 'GB' ? { maxLength: 8 } : {}),
    ...(pattern ? { pattern } : {}),
    transforms: postalCodeTransforms[country],
  };
}

function provinceField(country: ShippingCountry, language: string): AddressFieldDefinition {
  const options = provincesOf(country, language);
  if (options.length === 0) {
    return {
      name: 'province',
      required: false,
      maxLength: ADDRESS_FIELD_MAX_LENGTH,
      transforms: text,
    };
  }
  return {
    name: 'province',
    required: true,
    transforms: ['trim', 'uppercase'],
    options: [...options],
  };
}

/** The address form of a country, its labels in the locale's language. */
export function addressFormFor(country: ShippingCountry, locale: Locale): AddressFormDefinition {
  const dialCode = findCountry(country)?.dialCode ?? '1';
  const region = settingsFor(locale).region;
  const name = {
    required: true,
    minLength: NAME_MIN_LENGTH,
    maxLength: NAME_MAX_LENGTH,
    transforms: text,
  };
  const line = { required: true, maxLength: ADDRESS_FIELD_MAX_LENGTH, transforms: text };
  return {
    formId: `address-${country.toLowerCase()}`,
    countryCode: country,
    dialCode,
    fields: [
      { name: 'firstName', ...name },
      { name: 'lastName', ...name },
      { name: 'addressLine1', ...line },
      { name: 'addressLine2', ...line, required: false },
      { name: 'city', ...line },
      provinceField(country, languageOf(locale)),
      postalCodeField(country),
      { name: 'country', required: true, transforms: ['trim', 'uppercase'] },
      { name: 'email', required: true, maxLength: 100, transforms: ['trim'] },
      { name: 'phone', required: true, mask: phoneMaskFor(dialCode, region), transforms: ['trim'] },
    ],
  };
}

/** The forms a locale offers: its own country's (the store ships domestically). */
export function addressFormsForLocale(locale: Locale): AddressFormDefinition[] {
  const country = countryOf(locale).toUpperCase();
  return isShippingCountry(country) ? [addressFormFor(country, locale)] : [];
}

/** A definition as the validation rules of lib/validation/address-form take it. */
export function toRuleOverrides(form: AddressFormDefinition): AddressRuleOverrides {
  return Object.fromEntries(
    form.fields.map((field) => [
      field.name,
      {
        required: field.required,
        ...(field.minLength !== undefined ? { minLength: field.minLength } : {}),
        ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
        ...(field.pattern
          ? {
              pattern: {
                regex: new RegExp(field.pattern.source, field.pattern.caseInsensitive ? 'i' : ''),
                hint: field.pattern.hint,
              },
            }
          : {}),
      },
    ]),
  );
}
