import type { Random } from './random';

export type SizeRun =
  'mens-shoes' | 'womens-shoes' | 'kids-shoes' | 'apparel' | 'kids-apparel' | 'socks' | 'one-size';

function shoeSizes(from: number, to: number, halves: boolean): string[] {
  const step = halves ? 0.5 : 1;
  const sizes: string[] = [];
  for (let size = from; size <= to; size += step) sizes.push(String(size));
  return sizes;
}

const fixedRuns: Record<Exclude<SizeRun, 'mens-shoes' | 'womens-shoes'>, string[]> = {
  'kids-shoes': ['10C', '11C', '12C', '13C', '1Y', '2Y', '3Y', '4Y', '5Y', '6Y', '7Y'],
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  'kids-apparel': ['XS', 'S', 'M', 'L', 'XL'],
  socks: ['S', 'M', 'L', 'XL'],
  'one-size': ['OS'],
};

/** US sizes; about 40% of adult shoes also come in half sizes. */
export function sizesFor(run: SizeRun, random: Random): string[] {
  if (run === 'mens-shoes') return shoeSizes(6, 13, random.chance(0.4));
  if (run === 'womens-shoes') return shoeSizes(5, 11, random.chance(0.4));
  return fixedRuns[run];
}

const largeSizes: Record<SizeRun, (size: string) => boolean> = {
  'mens-shoes': (size) => Number(size) >= 12,
  'womens-shoes': (size) => Number(size) >= 10,
  'kids-shoes': (size) => size.endsWith('Y') && Number.parseInt(size, 10) >= 4,
  apparel: (size) => size === 'XXL',
  'kids-apparel': (size) => size === 'XL',
  socks: () => false,
  'one-size': () => false,
};

/** Sizes that cost more on products priced by size (more material, smaller runs). */
export function isLargeSize(run: SizeRun, size: string): boolean {
  return largeSizes[run](size);
}
