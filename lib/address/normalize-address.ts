import { normalizePhone } from '../phone/normalize';
import { nationalNumber } from '../phone/national-number';
import type { AddressField, AddressFormValues } from '../contracts/address';
import { validateAddress } from '../validation/address-form';
import type { FieldMessages } from '../validation/field-messages';
import { toRuleOverrides, type AddressFormDefinition } from './form-definitions';
import { applyTransforms } from './transforms';

export interface AddressCheck {
  /** The values after each field's transforms; `phone` stays national here. */
  values: AddressFormValues;
  /** The phone in international form (+dial code, national digits), '' when empty. */
  internationalPhone: string;
  errors: FieldMessages<AddressField>;
}

/**
 * Applies a form definition to typed values: transforms first, then its rules, the kind
 * checks (names, email, phone for the dial code) and, where the form lists provinces, that
 * the province is one of them.
 */
export function checkAddress(values: AddressFormValues, form: AddressFormDefinition): AddressCheck {
  const transformed = { ...values };
  for (const field of form.fields) {
    transformed[field.name] = applyTransforms(values[field.name] ?? '', field.transforms);
  }
  const errors: FieldMessages<AddressField> = validateAddress(transformed, {
    serverRules: { [transformed.country]: toRuleOverrides(form) },
  });
  const province = form.fields.find((field) => field.name === 'province');
  if (
    !errors.province &&
    province?.options &&
    transformed.province &&
    !province.options.some((option) => option.code === transformed.province)
  ) {
    errors.province = { key: 'required' };
  }
  const national = transformed.phone ? nationalNumber(transformed.phone, form.dialCode) : '';
  return {
    values: transformed,
    internationalPhone: national ? normalizePhone(national, form.dialCode) : '',
    errors,
  };
}
