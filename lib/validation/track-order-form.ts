import { z } from 'zod';
import { emailField } from './common-fields';
import { validateFields } from './field-messages';
import { composeValidators, onTrimmed } from './message';
import { matchesPattern } from './pattern';
import { required } from './required';
import { formSchema } from './zod-form';

export interface TrackOrderFormValues {
  orderNumber: string;
  email: string;
}

/** The order number as the confirmation mail prints it (orderNumberSchema's rule). */
export const orderNumberField = onTrimmed(
  composeValidators(required, matchesPattern(/^[A-Z0-9-]{4,32}$/i, 'ST1A2B3C4D5E6F')),
);

/** A guest finds an order by its number and the email on it. */
export function trackOrderFormSchema() {
  return formSchema({ orderNumber: z.string(), email: z.string() }, (values) =>
    validateFields(values, { orderNumber: orderNumberField, email: emailField }),
  );
}
