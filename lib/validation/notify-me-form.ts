import { z } from 'zod';
import { emailField } from './common-fields';
import { validateFields } from './field-messages';
import { formSchema } from './zod-form';

/** The back-in-stock request's one field: the shopper's email. */
export function notifyMeFormSchema() {
  return formSchema({ email: z.string() }, (values) =>
    validateFields(values, { email: emailField }),
  );
}
