import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../contracts/contact-us';
import { emailField } from './common-fields';
import { validateFields } from './field-messages';
import { lengthBetween, maxLength } from './length';
import { composeValidators, onTrimmed } from './message';
import { required } from './required';
import { orderNumberField } from './track-order-form';
import { formSchema } from './zod-form';

export interface ContactUsFormValues {
  categoryId: string;
  subjectId: string;
  name: string;
  email: string;
  orderNumber: string;
  message: string;
}

/** What contactUsRequestSchema checks, as messages at each field. */
export function contactUsFormSchema() {
  return formSchema(
    {
      categoryId: z.string(),
      subjectId: z.string(),
      name: z.string(),
      email: z.string(),
      orderNumber: z.string(),
      message: z.string(),
    },
    (values) =>
      validateFields(values, {
        categoryId: required,
        subjectId: required,
        name: onTrimmed(composeValidators(required, maxLength(100))),
        email: emailField,
        orderNumber: (value) => (value.trim() === '' ? null : orderNumberField(value)),
        message: onTrimmed(
          composeValidators(required, lengthBetween(10, CONTACT_MESSAGE_MAX_LENGTH)),
        ),
      }),
  );
}
