import { isCommerceApiError } from '@/services/api-error';

/**
 * The sign-in codes the till words itself: the shoppers' texts speak of an email and of
 * resetting a password, and an associate has neither (they sign in with a store, an employee
 * id and a password an administrator sets).
 */
const ASSOCIATE_CODES = ['AUT401', 'AUT403', 'AUT423', 'AUT426', 'AUT441'] as const;
export type AssociateLoginErrorCode = (typeof ASSOCIATE_CODES)[number];

/** The code of a failed associate sign-in the form words itself, else undefined. */
export function associateLoginErrorCode(error: unknown): AssociateLoginErrorCode | undefined {
  if (!isCommerceApiError(error)) return undefined;
  return ASSOCIATE_CODES.find((code) => code === error.code);
}
