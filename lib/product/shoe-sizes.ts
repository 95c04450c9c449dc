/**
 * Shoe size conversions as the big athletic brands publish them, matching the seeded size
 * runs: the store sells in US sizes (the variant's `size`), and shows the shopper's country's
 * system beside them. The size chart and the size picker read this one table.
 */
export const sizeSystems = ['US', 'UK', 'EU'] as const;
export type SizeSystem = (typeof sizeSystems)[number];

export const shoeProductTypes = ['mens-shoes', 'womens-shoes', 'kids-shoes'] as const;
export type ShoeProductType = (typeof shoeProductTypes)[number];

/** US, UK, EU and foot length in cm, smallest first. */
export type ShoeSizeRow = readonly [us: string, uk: string, eu: string, cm: string];

export const shoeSizeRows: Record<ShoeProductType, readonly ShoeSizeRow[]> = {
  'mens-shoes': [
    ['6', '5.5', '38.5', '24'],
    ['6.5', '6', '39', '24.5'],
    ['7', '6', '40', '25'],
    ['7.5', '6.5', '40.5', '25.5'],
    ['8', '7', '41', '26'],
    ['8.5', '7.5', '42', '26.5'],
    ['9', '8', '42.5', '27'],
    ['9.5', '8.5', '43', '27.5'],
    ['10', '9', '44', '28'],
    ['10.5', '9.5', '44.5', '28.5'],
    ['11', '10', '45', '29'],
    ['11.5', '10.5', '45.5', '29.5'],
    ['12', '11', '46', '30'],
    ['12.5', '11.5', '47', '30.5'],
    ['13', '12', '47.5', '31'],
  ],
  'womens-shoes': [
    ['5', '2.5', '35.5', '22'],
    ['5.5', '3', '36', '22.5'],
    ['6', '3.5', '36.5', '23'],
    ['6.5', '4', '37.5', '23.5'],
    ['7', '4.5', '38', '24'],
    ['7.5', '5', '38.5', '24.5'],
    ['8', '5.5', '39', '25'],
    ['8.5', '6', '40', '25.5'],
    ['9', '6.5', '40.5', '26'],
    ['9.5', '7', '41', '26.5'],
    ['10', '7.5', '42', '27'],
    ['10.5', '8', '42.5', '27.5'],
    ['11', '8.5', '43', '28'],
  ],
  'kids-shoes': [
    ['10C', '9.5', '27', '16.5'],
    ['11C', '10.5', '28', '17'],
    ['12C', '11.5', '29.5', '18'],
    ['13C', '12.5', '31', '19'],
    ['1Y', '13.5', '32', '20'],
    ['2Y', '1.5', '33.5', '20.5'],
    ['3Y', '2.5', '35', '21.5'],
    ['4Y', '3.5', '36', '22.5'],
    ['5Y', '4.5', '37.5', '23.5'],
    ['6Y', '5.5', '38.5', '24'],
    ['7Y', '6', '40', '25'],
  ],
};

const column: Record<SizeSystem, 0 | 1 | 2> = { US: 0, UK: 1, EU: 2 };

/**
 * How a variant's size reads in a system: the shopper's own first, then the store's US size
 * it converts from. Sizes without a conversion (apparel, one size) read as they are.
 */
export function sizeIn(
  productType: string,
  usSize: string,
  system: SizeSystem,
): { size: string; converted: boolean } {
  const rows = (shoeSizeRows as Record<string, readonly ShoeSizeRow[] | undefined>)[productType];
  const row = rows?.find(([us]) => us === usSize);
  if (!row || system === 'US') return { size: usSize, converted: false };
  return { size: row[column[system]], converted: true };
}

/**
 * A variant's size as one phrase in the shopper's system: "EU 42 (US 8.5)" where it converts,
 * the size as it is otherwise. Bag lines, orders and emails show it; the size picker reads it.
 */
export function sizeLabel(productType: string, usSize: string, system: SizeSystem): string {
  const { size, converted } = sizeIn(productType, usSize, system);
  return converted ? `${system} ${size} (US ${usSize})` : usSize;
}
