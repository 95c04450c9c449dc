import { digitsOnly } from './digits';
import { UK_DIAL_CODE } from './dial-codes';

/**
 * The national significant number as dialled after the country code. Spec 001 section 5 drops
 * the leading zero for dial code 44 only; other trunk prefixes are left alone because Italy,
 * for one, keeps its zero in international form.
 */
export function nationalNumber(number: string, dialCode: string): string {
  const digits = digitsOnly(number);
  return dialCode === UK_DIAL_CODE && digits.startsWith('0') ? digits.slice(1) : digits;
}
