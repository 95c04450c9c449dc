import { catalogSorts, type CatalogSort } from '../contracts/catalog-sorts';
import { facetIds, listingFiltersSchema, type ListingFilters } from '../contracts/listing';
import { firstOf, withoutEmpty, type ListingState, type SearchParamsRecord } from './listing-state';

/**
 * Reads a listing from a query string, dropping what does not parse rather than failing.
 * Apart from listing-state.ts, which the filter bar loads, because it needs the contract's
 * schemas and so zod.
 */
export function parseListingState(params: SearchParamsRecord): ListingState {
  const page = Number(firstOf(params.page) ?? '1');
  const sort = firstOf(params.sort) ?? '';
  const filters: ListingFilters = {};
  for (const id of facetIds) {
    const given = params[id];
    // A form without JavaScript repeats the key per ticked box: `size=9&size=10`.
    const raw = Array.isArray(given) && id !== 'price' ? given.join(',') : firstOf(given);
    if (raw === undefined) continue;
    const parsed = listingFiltersSchema.shape[id].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [id]: parsed.data });
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: (catalogSorts as readonly string[]).includes(sort) ? (sort as CatalogSort) : 'relevance',
    filters: withoutEmpty(filters),
  };
}
