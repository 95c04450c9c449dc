import { z } from 'zod';
import { emailField } from '@/lib/validation/common-fields';
import { validateFields } from '@/lib/validation/field-messages';
import { formSchema } from '@/lib/validation/zod-form';

export interface EmailFormValues {
  email: string;
}

/**
 * An email on its own (the lookup, forgot password), by the rule of every email field
 * (spec 002 section 5).
 */
export function emailFormSchema() {
  return formSchema({ email: z.string() }, (values: EmailFormValues) =>
    validateFields(values, { email: emailField }),
  );
}
