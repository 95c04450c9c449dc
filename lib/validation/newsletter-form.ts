import { z } from 'zod';
import { emailField } from './common-fields';
import { validateFields, type FieldMessages } from './field-messages';
import { requiredCheckbox } from './required';
import { formSchema } from './zod-form';

export interface NewsletterFormValues {
  email: string;
  policy: boolean;
}

/** Email required and valid; the policy box must be ticked. */
export function validateNewsletter(
  values: NewsletterFormValues,
): FieldMessages<keyof NewsletterFormValues> {
  return validateFields(values, { email: emailField, policy: requiredCheckbox });
}

export function newsletterFormSchema() {
  return formSchema({ email: z.string(), policy: z.boolean() }, validateNewsletter);
}
