/**
 * The listing contract's plain values and price rule, apart from its schemas (listing.ts) so
 * the filter bar carries no zod; the schemas are built from these.
 */
export const facetIds = ['category', 'gender', 'activity', 'size', 'color', 'price'] as const;
export type FacetId = (typeof facetIds)[number];
export type ListFacetId = Exclude<FacetId, 'price'>;

export const MAX_FILTER_VALUES = 30;

/** A price range reads `min-max` in the currency's major unit; either bound may be left out. */
export const priceRangePattern = /^(\d{1,7})?-(\d{1,7})?$/;

export interface PriceFilter {
  min: number | undefined;
  max: number | undefined;
}

/** The bounds of a range that matches `priceRangePattern`. */
export function readPriceRange(value: string): PriceFilter {
  const [min = '', max = ''] = value.split('-');
  return {
    min: min === '' ? undefined : Number(min),
    max: max === '' ? undefined : Number(max),
  };
}

export function isOrderedPriceRange(range: PriceFilter): boolean {
  return range.min === undefined || range.max === undefined || range.min <= range.max;
}
