import { digitsOnly } from './digits';
import { NORTH_AMERICAN_DIAL_CODE, isKnownDialCode } from './dial-codes';
import { nationalNumber } from './national-number';

/** Ten digits is the North American national length, the fallback when no country matches. */
const NORTH_AMERICAN_LENGTH = 10;

/**
 * Puts a phone number in international form with a plus:
 * - a number already starting with a plus keeps its own country code (formatting is dropped);
 * - with a known dial code, the code is prefixed, after dropping a trunk zero (national-number.ts);
 * - otherwise ten digits are taken as North American (+1), and anything else is assumed to
 *   start with its country code already.
 * An input without digits gives an empty string, so an empty field stays empty.
 */
export function normalizePhone(number: string, dialCode?: string): string {
  const digits = digitsOnly(number);
  if (!digits) return '';
  if (number.trim().startsWith('+')) return `+${digits}`;
  if (dialCode && isKnownDialCode(dialCode))
    return `+${dialCode}${nationalNumber(digits, dialCode)}`;
  if (digits.length === NORTH_AMERICAN_LENGTH) return `+${NORTH_AMERICAN_DIAL_CODE}${digits}`;
  return `+${digits}`;
}
