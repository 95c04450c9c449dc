import { digitsOnly } from '../phone/digits';

/** Card brands the form recognises from the leading digits, for the label and the grouping. */
export type CardBrand = 'visa' | 'mc' | 'amex' | 'discover' | 'unknown';

/** ISO/IEC 7812 numbers are 12 to 19 digits long. */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** The Luhn (mod 10) check every payment card number carries in its last digit. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mc';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** A number long enough for a card, of digits only, that passes the Luhn check. */
export function isValidCardNumber(number: string): boolean {
  const digits = digitsOnly(number);
  return (
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS &&
    passesLuhn(digits)
  );
}

/** Groups digits as printed on the card: 4-6-5 for American Express, blocks of four otherwise. */
export function formatCardNumber(number: string): string {
  const digits = digitsOnly(number).slice(0, CARD_NUMBER_MAX_DIGITS);
  if (cardBrandOf(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The security code is four digits on American Express cards and three on the others. */
export function cvcLengthFor(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}
