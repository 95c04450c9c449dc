import { z } from 'zod';
import type { DateFormat } from '../i18n/locales';
import { validBirthDate } from './birth-date';
import { emailField, personNameField } from './common-fields';
import { fieldRulesValidator } from './field-rules';
import { validateFields, type FieldMessages } from './field-messages';
import { composeValidators, onTrimmed, type Validator } from './message';
import { validPassword } from './password';
import { validPhone } from './phone';
import { postalCodeRulesFor } from './postal-code';
import { required, requiredCheckbox } from './required';
import { signUpRulesFor, type SignUpRules } from './sign-up-rules';
import { formSchema } from './zod-form';

export interface SignUpFormValues {
  firstName: string;
  lastName: string;
  /** As typed, in the store's display format (see `dateFormat`). */
  birthDate: string;
  /** As typed, mask characters included. */
  phone: string;
  /** The dial code picked beside the phone, without the plus ("1", "44"). */
  phoneCode: string;
  email: string;
  password: string;
  newsletter: boolean;
  loyalty: boolean;
  loyaltyTerms: boolean;
  brandTerms: boolean;
  policy: boolean;
  postalCode: string;
  gender: string;
  /** Whether the SMS terms were accepted (optInAccepted). */
  smsOptIn: boolean;
}

export type SignUpField = keyof SignUpFormValues;

export interface SignUpFormOptions {
  /** The store's country (alpha-2); it picks the sign-up rules and the postal-code format. */
  country: string;
  dateFormat: DateFormat;
  /** The moment of the check, for the age rule. */
  now: Date;
  /** Server configuration that overrides the country's rules. */
  rules?: Partial<SignUpRules>;
}

/**
 * Sign-up. Beyond the rules the spec names: the brand terms and the policy must always be
 * accepted, the loyalty terms only by a visitor joining the loyalty programme, a dial code is
 * needed once a phone number is typed, and a postal code, which is optional, must follow the
 * country's format when given.
 */
export function validateSignUp(
  values: SignUpFormValues,
  options: SignUpFormOptions,
): FieldMessages<SignUpField> {
  const rules = { ...signUpRulesFor(options.country), ...options.rules };
  const phoneGiven = values.phone.trim() !== '';
  const dialCode = values.phoneCode.trim();
  // Without a dial code the number cannot be judged; the phoneCode field says what is missing.
  const phoneValidator: Validator<string> = dialCode ? validPhone(dialCode) : () => null;
  const phoneValid = phoneGiven && dialCode !== '' && phoneValidator(values.phone) === null;
  return validateFields(values, {
    firstName: personNameField,
    lastName: personNameField,
    birthDate: validBirthDate({
      format: options.dateFormat,
      minimumAge: rules.minimumAge,
      required: rules.birthDateRequired,
      now: options.now,
    }),
    phone: rules.phoneRequired ? composeValidators(required, phoneValidator) : phoneValidator,
    phoneCode: phoneGiven ? required : undefined,
    email: emailField,
    password: composeValidators(required, validPassword),
    loyaltyTerms: values.loyalty ? requiredCheckbox : undefined,
    brandTerms: requiredCheckbox,
    policy: requiredCheckbox,
    postalCode: onTrimmed(
      fieldRulesValidator({ required: false, ...postalCodeRulesFor(options.country) }),
    ),
    gender: rules.genderEnabled ? required : undefined,
    smsOptIn: rules.smsOptInRequired && phoneValid ? requiredCheckbox : undefined,
  });
}

export function signUpFormSchema(options: SignUpFormOptions) {
  return formSchema(
    {
      firstName: z.string(),
      lastName: z.string(),
      birthDate: z.string(),
      phone: z.string(),
      phoneCode: z.string(),
      email: z.string(),
      password: z.string(),
      newsletter: z.boolean(),
      loyalty: z.boolean(),
      loyaltyTerms: z.boolean(),
      brandTerms: z.boolean(),
      policy: z.boolean(),
      postalCode: z.string(),
      gender: z.string(),
      smsOptIn: z.boolean(),
    },
    (values) => validateSignUp(values, options),
  );
}
