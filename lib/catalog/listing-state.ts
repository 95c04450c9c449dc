import type { CatalogSort } from '../contracts/catalog-sorts';
import type { ListingFilters } from '../contracts/listing';
import {
  facetIds,
  isOrderedPriceRange,
  priceRangePattern,
  readPriceRange,
  type FacetId,
  type PriceFilter,
} from '../contracts/listing-values';

/**
 * What a listing shows, as it lives in the page's query string: filters, sort and page.
 * The same keys and encoding reach the API, so a URL can be shared, reloaded and walked
 * back and forth in history.
 */
export interface ListingState {
  page: number;
  sort: CatalogSort;
  filters: ListingFilters;
}

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** A query parameter's first value. */
export const firstOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

export function formatPrice(range: PriceFilter): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

/** The filters as query parameters, in a fixed order so equal states give equal URLs. */
export function filterParams(filters: ListingFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const id of facetIds) {
    if (id === 'price') {
      if (filters.price) params.price = formatPrice(filters.price);
    } else if (filters[id]?.length) {
      params[id] = filters[id].join(',');
    }
  }
  return params;
}

/** `page` and `sort` are left out at their defaults so the plain listing keeps its plain URL. */
export function listingParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams(filterParams(state.filters));
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The state as API query parameters (the API takes the same keys as the page). */
export function listingQuery(state: ListingState): Record<string, string | number> {
  return { ...filterParams(state.filters), sort: state.sort, page: state.page };
}

/** `leading` parameters come first, e.g. a search page's `q`. */
export function listingHref(
  path: string,
  state: ListingState,
  leading: Record<string, string> = {},
): string {
  const params = new URLSearchParams(leading);
  for (const [key, value] of listingParams(state)) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Any change of filters starts again at page 1: the old page may no longer exist. */
export function toggleFilter(state: ListingState, id: FacetId, value: string): ListingState {
  const filters: ListingFilters = { ...state.filters };
  if (id === 'price') {
    const chosen = priceRangePattern.test(value) ? readPriceRange(value) : undefined;
    const same = filters.price && formatPrice(filters.price) === value;
    filters.price = same || !chosen || !isOrderedPriceRange(chosen) ? undefined : chosen;
  } else {
    const current = filters[id] ?? [];
    filters[id] = current.includes(value)
      ? current.filter((existing) => existing !== value)
      : [...current, value];
  }
  return { ...state, page: 1, filters: withoutEmpty(filters) };
}

export function clearFilters(state: ListingState): ListingState {
  return { ...state, page: 1, filters: {} };
}

export function withSort(state: ListingState, sort: CatalogSort): ListingState {
  return { ...state, page: 1, sort };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

/**
 * How many pages "Load more" has added below the listing's page. It lives in the URL (`more`)
 * but outside the listing state: it changes what is shown, not which listing it is, so a Back
 * from a product restores every card without a new canonical URL or a new history entry.
 */
export const MAX_MORE_PAGES = 10;

export function parseMorePages(params: SearchParamsRecord): number {
  const more = Number(firstOf(params.more) ?? '0');
  return Number.isInteger(more) && more > 0 ? Math.min(more, MAX_MORE_PAGES) : 0;
}

/**
 * The pages "Load more" had added below `page` (`more` in the URL), up to the listing's last,
 * leaving out the first `loaded` of them that are shown already.
 */
export function morePageNumbers(
  page: number,
  more: number,
  pageCount: number,
  loaded = 0,
): number[] {
  const last = Math.min(page + more, pageCount);
  return Array.from({ length: Math.max(0, last - page - loaded) }, (_, i) => page + loaded + 1 + i);
}

/** The same address with `more` set (or dropped at 0), everything else kept in place. */
export function withMorePages(href: string, more: number): string {
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  if (more > 0) params.set('more', String(Math.min(more, MAX_MORE_PAGES)));
  else params.delete('more');
  const search = params.toString();
  return search ? `${path}?${search}` : (path ?? '');
}

/** Every chosen value, in facet order: what the active-filter chips show. */
export function activeFilters(filters: ListingFilters): { id: FacetId; value: string }[] {
  return facetIds.flatMap((id): { id: FacetId; value: string }[] => {
    if (id === 'price') return filters.price ? [{ id, value: formatPrice(filters.price) }] : [];
    return (filters[id] ?? []).map((value) => ({ id, value }));
  });
}

/** Drops the filters left without a value. */
export function withoutEmpty(filters: ListingFilters): ListingFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined,
    ),
  ) as ListingFilters;
}
