/**
 * The spec's validator rules, as plain predicates shared by the forms and the API contracts.
 * The validators built on them (lib/validation/*) answer message descriptors that the forms
 * localize from messages/ (namespace Validation).
 */

export const EMAIL_MAX_LENGTH = 100;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;

/** A standard address whose domain has at least two dot-separated parts. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && emailPattern.test(value);
}

/** Letters (accented too), whitespace, comma, period, apostrophe, backtick and hyphen. */
const namePattern = /^[\p{L}\s,.'`-]+$/u;

export function isValidName(value: string): boolean {
  return namePattern.test(value);
}

export interface PasswordChecks {
  length: boolean;
  number: boolean;
  upper: boolean;
  lower: boolean;
}

/** Each requirement of the password rules list, so the form can tick them off as they hold. */
export function checkPassword(value: string): PasswordChecks {
  return {
    length: value.length >= PASSWORD_MIN_LENGTH,
    number: /\d/.test(value),
    upper: /\p{Lu}/u.test(value),
    lower: /\p{Ll}/u.test(value),
  };
}

export function isValidPassword(value: string): boolean {
  return Object.values(checkPassword(value)).every(Boolean);
}

/** Address lines and city. */
export const ADDRESS_FIELD_MAX_LENGTH = 30;
