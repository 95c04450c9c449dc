import { NORTH_AMERICAN_DIAL_CODE } from './dial-codes';
import { digitCount, nationalFormats } from './national-formats';

/**
 * Bounds for countries without a national format here: E.164 allows at most 15 digits, and
 * the shortest national numbers in use have 4.
 */
const MIN_OTHER_LENGTH = 4;
const MAX_OTHER_LENGTH = 15;

/** North American area codes never start with 0 or 1 (those are trunk and operator digits). */
const northAmericanNumber = /^[2-9]\d{9}$/;

/**
 * Whether a national number (digits only, UK trunk zero already dropped) is valid for a dial
 * code: North American numbers have ten digits starting 2-9; the storefront's other countries
 * need one of their exact lengths; other countries only need a plausible length.
 */
export function isValidPhoneNumber(national: string, dialCode: string): boolean {
  if (!/^\d+$/.test(national)) return false;
  if (dialCode === NORTH_AMERICAN_DIAL_CODE) return northAmericanNumber.test(national);
  const formats = nationalFormats[dialCode];
  if (formats) return formats.some((mask) => digitCount(mask) === national.length);
  return national.length >= MIN_OTHER_LENGTH && national.length <= MAX_OTHER_LENGTH;
}
