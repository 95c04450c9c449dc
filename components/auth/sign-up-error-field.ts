import type { SignUpField } from '@/lib/validation/sign-up-form';

/**
 * Sign-up refusals that belong to one field (spec 002 section 8): the login is in use (two
 * ids), the phone is in use (two ids), the birth date is missing. Any other code is a banner.
 */
const fieldByCode: Readonly<Record<string, SignUpField>> = {
  AUT439: 'email',
  PRO400: 'email',
  AUT442: 'phone',
  AUT444: 'phone',
  PRO411: 'birthDate',
};

export function signUpErrorField(code: string): SignUpField | undefined {
  return fieldByCode[code];
}
