import { currencies, type Currency } from '@/lib/i18n/locales';

export interface Price {
  currency: Currency;
  originalMinor: number;
  currentMinor: number;
}

/**
 * Local list prices follow each market's habits rather than an exact conversion: Canada ends
 * in .99, the UK in whole pounds, the euro zone in .95. `ending` is taken off a rounded price.
 */
const listRules: Record<Currency, { rate: number; ending: number }> = {
  USD: { rate: 1, ending: 0 },
  CAD: { rate: 1.35, ending: 1 },
  GBP: { rate: 0.8, ending: 0 },
  EUR: { rate: 0.92, ending: 5 },
};

function roundToStep(minor: number): number {
  const step = minor >= 3000 ? 500 : 100;
  return Math.max(step, Math.round(minor / step) * step);
}

export function listPrice(usdMinor: number, currency: Currency): number {
  const { rate, ending } = listRules[currency];
  return roundToStep(usdMinor * rate) - ending;
}

/** Sale prices end in .99 everywhere and always sit at least one unit below the original. */
export function salePrice(originalMinor: number, percentOff: number): number {
  const reduced = Math.round((originalMinor * (100 - percentOff)) / 100 / 100) * 100 - 1;
  return Math.max(99, Math.min(reduced, originalMinor - 100));
}

/** The price of one variant in every storefront currency. */
export function priceSet(usdMinor: number, percentOff: number | null): Price[] {
  return currencies.map((currency) => {
    const originalMinor = listPrice(usdMinor, currency);
    const currentMinor = percentOff ? salePrice(originalMinor, percentOff) : originalMinor;
    return { currency, originalMinor, currentMinor };
  });
}

/** Gift card amounts are the same number in every currency: a 50 card is 50 of the local unit. */
export function faceValueSet(amountMajor: number): Price[] {
  return currencies.map((currency) => ({
    currency,
    originalMinor: amountMajor * 100,
    currentMinor: amountMajor * 100,
  }));
}
