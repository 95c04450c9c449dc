import { discountPercent, toMajor } from '@/lib/format/money';
import type { PriceRange } from '@/lib/contracts/products';

export interface MinorPriceRange {
  lowOriginal: number;
  highOriginal: number;
  lowCurrent: number;
  highCurrent: number;
}

export function toPriceRange(minor: MinorPriceRange): PriceRange {
  return {
    lowOriginal: toMajor(minor.lowOriginal),
    highOriginal: toMajor(minor.highOriginal),
    lowCurrent: toMajor(minor.lowCurrent),
    highCurrent: toMajor(minor.highCurrent),
    percentagePriceDiscount: discountPercent(minor.lowOriginal, minor.lowCurrent),
  };
}

/** The range over a product's priced variants; null when none is priced (INV702 territory). */
export function rangeOf(
  prices: { originalMinor: number; currentMinor: number }[],
): MinorPriceRange | null {
  if (prices.length === 0) return null;
  const originals = prices.map((p) => p.originalMinor);
  const currents = prices.map((p) => p.currentMinor);
  return {
    lowOriginal: Math.min(...originals),
    highOriginal: Math.max(...originals),
    lowCurrent: Math.min(...currents),
    highCurrent: Math.max(...currents),
  };
}
