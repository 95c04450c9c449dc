import { z } from 'zod';
import type { DateFormat } from '@/lib/i18n/locales';
import { validBirthDate } from '@/lib/validation/birth-date';
import { parseDisplayDate, toIsoDate } from '@/lib/validation/calendar-date';
import { personNameField } from '@/lib/validation/common-fields';
import { validateFields, type FieldValidators } from '@/lib/validation/field-messages';
import { fieldRulesValidator } from '@/lib/validation/field-rules';
import { onTrimmed } from '@/lib/validation/message';
import { postalCodeRulesFor } from '@/lib/validation/postal-code';
import type { SignUpSettings } from '@/lib/site-settings';
import { signUpRulesFor } from '@/lib/validation/sign-up-rules';
import { formSchema } from '@/lib/validation/zod-form';
import type { ProfileChanges } from '@/services/use-update-profile';
import type { ProfileField } from './complete-profile-plan';

/** Every field as typed; the birth date in the store's display format. */
export type ProfileFormValues = Record<ProfileField, string>;

export interface ProfileFormOptions {
  /** The fields the profile lacks: only these are shown, and each is required. */
  fields: readonly ProfileField[];
  country: string;
  dateFormat: DateFormat;
  /** The moment of the check, for the age rule. */
  now: Date;
  /** The site's sign-up settings (the minimal age per country). */
  signUp: SignUpSettings;
}

/** The same rules as sign-up (spec 002 section 5), except that every field asked is required. */
export function profileFormSchema({
  fields,
  country,
  dateFormat,
  now,
  signUp,
}: ProfileFormOptions) {
  const rules: FieldValidators<ProfileFormValues> = {
    firstName: personNameField,
    lastName: personNameField,
    postalCode: onTrimmed(fieldRulesValidator({ required: true, ...postalCodeRulesFor(country) })),
    birthDate: validBirthDate({
      format: dateFormat,
      minimumAge: signUpRulesFor(country, signUp).minimumAge,
      required: true,
      now,
    }),
  };
  const asked: FieldValidators<ProfileFormValues> = {};
  for (const field of fields) asked[field] = rules[field];
  return formSchema(
    {
      firstName: z.string(),
      lastName: z.string(),
      postalCode: z.string(),
      birthDate: z.string(),
    },
    (values) => validateFields(values, asked),
  );
}

/** The update for valid values: the asked fields, trimmed, with the birth date in ISO form. */
export function profileFormChanges(
  values: ProfileFormValues,
  { fields, dateFormat }: Pick<ProfileFormOptions, 'fields' | 'dateFormat'>,
): ProfileChanges {
  const consumerDetails: Partial<ProfileFormValues> = {};
  for (const field of fields) consumerDetails[field] = values[field].trim();
  const birthDate = parseDisplayDate(consumerDetails.birthDate ?? '', dateFormat);
  if (birthDate) consumerDetails.birthDate = toIsoDate(birthDate);
  return { consumerDetails };
}
