import { z } from 'zod';
import {
  facetIds,
  isOrderedPriceRange,
  MAX_FILTER_VALUES,
  priceRangePattern,
  readPriceRange,
} from './listing-values';

/**
 * Filters and facets shared by category listings and product search. In a query string
 * (the API's and the page's alike) a filter with several values is one comma-separated
 * parameter, `size=9,9.5`, and the price range is `price=50-100` in the currency's major unit
 * (either bound may be left out: `price=150-`).
 */
export {
  facetIds,
  MAX_FILTER_VALUES,
  type FacetId,
  type ListFacetId,
  type PriceFilter,
} from './listing-values';

const filterValue = /^[A-Za-z0-9.-]{1,24}$/;

function csvList(what: string) {
  return z
    .string()
    .max(600)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.string().regex(filterValue, `${what} values are letters, digits, dots or dashes.`))
        .max(MAX_FILTER_VALUES),
    )
    .optional();
}

export const priceFilterSchema = z
  .string()
  .regex(priceRangePattern, 'A price range reads min-max, e.g. 50-100.')
  .transform(readPriceRange)
  .refine(isOrderedPriceRange, { message: 'The lowest price is above the highest.' });

export const listingFiltersSchema = z.object({
  category: csvList('Category'),
  gender: csvList('Gender'),
  activity: csvList('Activity'),
  size: csvList('Size'),
  color: csvList('Colour'),
  price: priceFilterSchema.optional(),
});
export type ListingFilters = z.output<typeof listingFiltersSchema>;

export const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** Products matching this value and every other facet's active filters. */
  count: z.number().int().nonnegative(),
  selected: z.boolean(),
  /** A colour's hex swatch. */
  swatch: z.string().optional(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const facetSchema = z.object({
  id: z.enum(facetIds),
  values: z.array(facetValueSchema),
});
export type Facet = z.infer<typeof facetSchema>;
