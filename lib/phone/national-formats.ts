/** Mask placeholder for one digit; every other mask character is copied as typed. */
export const MASK_DIGIT = 'X';

/**
 * National formats of the storefront's own countries by dial code, one mask per accepted length
 * of the national number (after dropping the UK trunk zero). The spec asks for an exact length
 * per country, so these masks are also what the phone validator accepts. Germany has three:
 * nine digits (Berlin-style landline, 30 1234567), ten (three-digit prefix, 170 1234567) and
 * eleven (the usual mobile form, 151 12345678).
 */
export const nationalFormats: Readonly<Record<string, readonly string[]>> = {
  '1': ['(XXX) XXX - XXXX'],
  '44': ['XXXX XXXXXX'],
  '33': ['X XX XX XX XX'],
  '39': ['XXX XXX XXXX'],
  '49': ['XX XXXXXXX', 'XXX XXXXXXX', 'XXX XXXXXXXX'],
};

export function digitCount(mask: string): number {
  return [...mask].filter((character) => character === MASK_DIGIT).length;
}
