import { z } from 'zod';
import { validateFields, type FieldMessages } from './field-messages';
import { onTrimmed } from './message';
import { validGuestName } from './name';
import { requiredCheckbox } from './required';
import { formSchema } from './zod-form';

/** The join form; the email is shown disabled from the profile, so it is not validated here. */
export interface EventSignUpFormValues {
  terms: boolean;
  guestName: string;
}

/** Terms required; a guest name, if entered, passes the name rule. */
export function validateEventSignUp(
  values: EventSignUpFormValues,
): FieldMessages<keyof EventSignUpFormValues> {
  return validateFields(values, {
    terms: requiredCheckbox,
    guestName: onTrimmed(validGuestName),
  });
}

export function eventSignUpFormSchema() {
  return formSchema({ terms: z.boolean(), guestName: z.string() }, validateEventSignUp);
}
