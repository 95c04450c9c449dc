import { z } from 'zod';
import { validateFields, type FieldMessages } from './field-messages';
import { composeValidators, onTrimmed } from './message';
import { validGuestName } from './name';
import { required, requiredCheckbox } from './required';
import { formSchema } from './zod-form';

/** The join form; the email is shown disabled from the profile, so it is not validated here. */
export interface EventSignUpFormValues {
  /** The chosen days (YYYY-MM-DD); the picker shows only for events of two days or more. */
  attendingDays: string[];
  plusOne: boolean;
  terms: boolean;
  guestName: string;
}

const someDay = (days: string[]) => (days.length > 0 ? null : { key: 'required' as const });

/**
 * Terms required; at least one day where the event has several; a guest's name when the
 * shopper brings one, passing the name rule (spec 002 section 5, "Event sign-up").
 */
export function validateEventSignUp(
  values: EventSignUpFormValues,
): FieldMessages<keyof EventSignUpFormValues> {
  return validateFields(values, {
    attendingDays: someDay,
    terms: requiredCheckbox,
    guestName: values.plusOne
      ? onTrimmed(composeValidators(required, validGuestName))
      : onTrimmed(validGuestName),
  });
}

export function eventSignUpFormSchema() {
  return formSchema(
    {
      attendingDays: z.array(z.string()),
      plusOne: z.boolean(),
      terms: z.boolean(),
      guestName: z.string(),
    },
    validateEventSignUp,
  );
}
