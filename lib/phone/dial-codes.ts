import { countries } from '../countries';

/** Every member of the North American Numbering Plan shares this calling code. */
export const NORTH_AMERICAN_DIAL_CODE = '1';

const knownDialCodes = new Set(countries.map((country) => country.dialCode));

/** Whether a calling code (without the plus) belongs to a country of the embedded list. */
export function isKnownDialCode(dialCode: string): boolean {
  return knownDialCodes.has(dialCode);
}
