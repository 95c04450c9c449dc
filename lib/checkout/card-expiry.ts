import { digitsOnly } from '../phone/digits';

/** The client-side code of an invalid card expiry. */
export const CARD_EXPIRY_ERROR_CODE = 'FE309';

/** Cards are not issued for longer than this; a later year is a typo. */
const MAX_YEARS_AHEAD = 20;

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** Reads "MM/YY" (or "MMYY", "MM / YY", "MM/YYYY"); undefined when it is not a date. */
export function parseCardExpiry(text: string): CardExpiry | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/**
 * FE309 unless the text names a month that has not ended yet: a card is good through the last
 * day of its expiry month. `now` is passed in so that the rule is testable and the server's
 * clock can be used.
 */
export function isValidCardExpiry(text: string, now: Date): boolean {
  const expiry = parseCardExpiry(text);
  if (!expiry) return false;
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  if (expiry.year < currentYear || expiry.year > currentYear + MAX_YEARS_AHEAD) return false;
  return expiry.year > currentYear || expiry.month >= currentMonth;
}

/** Lays typed digits out as "MM/YY" while the shopper types. */
export function formatCardExpiry(text: string): string {
  const digits = digitsOnly(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The two-digit month and four-digit year Adyen and our simulator take. */
export function toExpiryFields(expiry: CardExpiry): { expiryMonth: string; expiryYear: string } {
  return { expiryMonth: String(expiry.month).padStart(2, '0'), expiryYear: String(expiry.year) };
}
