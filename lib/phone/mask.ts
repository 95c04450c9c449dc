import { countries } from '../countries';
import type { Region } from '../i18n/locales';
import { digitsOnly } from './digits';
import { MASK_DIGIT, digitCount, nationalFormats } from './national-formats';

/** The default masks when a country has no national format of its own. */
const defaultMasks: Record<Region, string> = {
  NORA: '(XXX) XXX - XXXX',
  EMEA: 'XXXX - XXX - XXX',
};

/**
 * The mask for a dial code. A storefront country picks among its length variants the first
 * one long enough for the digits typed so far (the longest when the count is not given or
 * exceeds them all); another country uses its mask from the embedded list; else the region's
 * default applies.
 */
export function phoneMaskFor(dialCode: string, region: Region, digitsTyped?: number): string {
  const variants = nationalFormats[dialCode];
  if (variants) {
    const fitting = variants.find((mask) => digitCount(mask) >= (digitsTyped ?? Infinity));
    return fitting ?? variants[variants.length - 1] ?? defaultMasks[region];
  }
  const country = countries.find((entry) => entry.dialCode === dialCode && entry.phoneMask);
  return country?.phoneMask ?? defaultMasks[region];
}

/**
 * Lays digits into a mask as they are typed: literals appear only once a digit follows them,
 * so a half-typed number reads "(212) 5". Digits beyond the mask are appended unformatted
 * rather than dropped, so the length check can tell the visitor. Non-digits are ignored.
 */
export function applyMask(digits: string, mask: string): string {
  const queue = digitsOnly(digits);
  let formatted = '';
  let used = 0;
  for (const character of mask) {
    if (used >= queue.length) break;
    if (character === MASK_DIGIT) {
      formatted += queue.charAt(used);
      used += 1;
    } else {
      formatted += character;
    }
  }
  return formatted + queue.slice(used);
}
