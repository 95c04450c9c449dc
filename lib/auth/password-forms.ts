import { z } from 'zod';
import { emailField } from '../validation/common-fields';
import { validateFields, type FieldMessages } from '../validation/field-messages';
import { composeValidators } from '../validation/message';
import { matchesPassword, validPassword } from '../validation/password';
import { required } from '../validation/required';
import { formSchema } from '../validation/zod-form';

/**
 * The forms around sign-in: an email alone (lookup, reset link request), set a password from the link, and
 * change it from the account page. Same conventions as lib/validation's form schemas.
 */

const newPasswordField = composeValidators(required, validPassword);

export interface EmailFormValues {
  email: string;
}

/** An email on its own: the reset link request, and the enrollment flow's lookup. */
export function emailFormSchema() {
  return formSchema({ email: z.string() }, (values: EmailFormValues) =>
    validateFields(values, { email: emailField }),
  );
}

export interface ResetPasswordFormValues {
  newPassword: string;
  confirmPassword: string;
}

/** New password by the sign-up rules; the confirmation must match it (FE340). */
export function validateResetPassword(
  values: ResetPasswordFormValues,
): FieldMessages<keyof ResetPasswordFormValues> {
  return validateFields(values, {
    newPassword: newPasswordField,
    confirmPassword: composeValidators(required, matchesPassword(values.newPassword)),
  });
}

export function resetPasswordFormSchema() {
  return formSchema(
    { newPassword: z.string(), confirmPassword: z.string() },
    validateResetPassword,
  );
}

export interface ChangePasswordFormValues extends ResetPasswordFormValues {
  currentPassword: string;
}

export function validateChangePassword(
  values: ChangePasswordFormValues,
): FieldMessages<keyof ChangePasswordFormValues> {
  return {
    ...validateFields(values, { currentPassword: required }),
    ...validateResetPassword(values),
  };
}

export function changePasswordFormSchema() {
  return formSchema(
    { currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() },
    validateChangePassword,
  );
}
