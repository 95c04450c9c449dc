import { z } from 'zod';
import { emailField } from './common-fields';
import { validateFields, type FieldMessages } from './field-messages';
import { required } from './required';
import { formSchema } from './zod-form';

export interface SignInFormValues {
  email: string;
  password: string;
}

/** Email required, valid and at most 100 characters; password required. */
export function validateSignIn(values: SignInFormValues): FieldMessages<keyof SignInFormValues> {
  return validateFields(values, { email: emailField, password: required });
}

export function signInFormSchema() {
  return formSchema({ email: z.string(), password: z.string() }, validateSignIn);
}
