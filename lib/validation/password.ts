import type { ValidationMessage, Validator } from './message';
import { PASSWORD_MIN_LENGTH, checkPassword, type PasswordChecks } from './rules';

export type PasswordRuleId = keyof PasswordChecks;

export interface PasswordRule {
  id: PasswordRuleId;
  message: ValidationMessage;
}

/** The requirements list shown under the password field, in the order it is displayed. */
export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', message: { key: 'passwordMinLength', values: { min: PASSWORD_MIN_LENGTH } } },
  { id: 'number', message: { key: 'passwordNumber' } },
  { id: 'upper', message: { key: 'passwordUpperCase' } },
  { id: 'lower', message: { key: 'passwordLowerCase' } },
];

export interface PasswordRuleStatus extends PasswordRule {
  met: boolean;
}

/** Each requirement with whether the typed password meets it, for ticking them off live. */
export function passwordRuleStatus(value: string): PasswordRuleStatus[] {
  const checks = checkPassword(value);
  return passwordRules.map((rule) => ({ ...rule, met: checks[rule.id] }));
}

/**
 * One summary message whatever fails, since the requirements list already shows which rule is
 * missing; a password that is too short also carries FE872.
 */
export const validPassword: Validator<string> = (value) => {
  const checks = checkPassword(value);
  if (value === '' || Object.values(checks).every(Boolean)) return null;
  return checks.length ? { key: 'password' } : { key: 'password', code: 'FE872' };
};

/** The confirmation field of a password change: FE340 when it differs. */
export function matchesPassword(password: string): Validator<string> {
  return (value) => (value === password ? null : { key: 'passwordsDoNotMatch', code: 'FE340' });
}
