import type { Currency, Locale } from '../i18n/locales';
import { toLanguageTag } from '../i18n/locales';
import { oncePerKey } from '../once-per-key';

/** All our currencies have two decimals; minor units keep arithmetic exact. */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

export function toMinor(major: number): number {
  return Math.round(major * 100);
}

// Building a NumberFormat costs far more than using one, and a cart reply formats many amounts.
const moneyFormatsIn = (maximumFractionDigits?: number) =>
  oncePerKey((locale: Locale) =>
    oncePerKey(
      (currency: Currency) =>
        new Intl.NumberFormat(toLanguageTag(locale), {
          style: 'currency',
          currency,
          currencyDisplay: currency === 'CAD' ? 'code' : 'narrowSymbol',
          maximumFractionDigits,
        }),
    ),
  );
const exactMoneyFormatsIn = moneyFormatsIn();
const wholeMoneyFormatsIn = moneyFormatsIn(0);

/**
 * Formats an amount for display: CAD is shown with its code, every other currency with its symbol.
 */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  return exactMoneyFormatsIn(locale)(currency).format(amount);
}

/** The same, rounded to whole units: for bounds such as a price filter's "Under $50". */
export function formatWholeMoney(amount: number, currency: Currency, locale: Locale): string {
  return wholeMoneyFormatsIn(locale)(currency).format(amount);
}

/** Percent saved, to one decimal; 0 when there is no markdown. */
export function discountPercent(original: number, current: number): number {
  if (original <= 0 || current >= original) return 0;
  return Math.round(((original - current) / original) * 1000) / 10;
}

/** A markdown is flagged when the current price is below the original. */
export function isMarkdown(original: number, current: number): boolean {
  return current < original;
}

/** A free gift is a price of 0. */
export function isFreeGift(current: number): boolean {
  return current === 0;
}
