import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  clearFilters,
  listingHref,
  MAX_MORE_PAGES,
  morePageNumbers,
  parseMorePages,
  toggleFilter,
  withPage,
  withMorePages,
  withSort,
} from './listing-state';
import { parseListingState } from './parse-listing-state';

describe('listing state in the query string', () => {
  it('reads filters, sort and page', () => {
    const state = parseListingState({
      size: '9,9.5',
      color: '001',
      price: '50-100',
      sort: 'price-asc',
      page: '3',
    });
    expect(state).toEqual({
      page: 3,
      sort: 'price-asc',
      filters: { size: ['9', '9.5'], color: ['001'], price: { min: 50, max: 100 } },
    });
  });

  it('drops what does not parse instead of failing the page', () => {
    const state = parseListingState({ size: '<script>', price: 'cheap', sort: 'best', page: '-2' });
    expect(state).toEqual({ page: 1, sort: 'relevance', filters: {} });
  });

  it('joins the repeated parameters a form without JavaScript sends', () => {
    expect(
      parseListingState({ gender: ['men', 'women'], price: ['0-50', '50-100'] }).filters,
    ).toEqual({
      gender: ['men', 'women'],
      price: { min: 0, max: 50 },
    });
  });

  it('round-trips through a URL in a fixed order, leaving defaults out', () => {
    const state = parseListingState({ price: '150-', size: '10', page: '2', sort: 'newest' });
    const href = listingHref('/en-us/c/men-1000', state);
    expect(href).toBe('/en-us/c/men-1000?size=10&price=150-&sort=newest&page=2');
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseListingState(params)).toEqual(state);
    expect(listingHref('/en-us/c/men-1000', clearFilters(withSort(state, 'relevance')))).toBe(
      '/en-us/c/men-1000',
    );
  });

  it('keeps a search query first', () => {
    const state = withPage(parseListingState({}), 2);
    expect(listingHref('/en-us/search', state, { q: 'trail shoe' })).toBe(
      '/en-us/search?q=trail+shoe&page=2',
    );
  });
});

describe('changing the listing', () => {
  const base = parseListingState({ size: '9', page: '4' });

  it('adds and removes a value and goes back to page 1', () => {
    const added = toggleFilter(base, 'size', '10');
    expect(added).toMatchObject({ page: 1, filters: { size: ['9', '10'] } });
    expect(toggleFilter(added, 'size', '9').filters).toEqual({ size: ['10'] });
    expect(toggleFilter(base, 'size', '9').filters).toEqual({});
  });

  it('chooses one price range at a time', () => {
    const low = toggleFilter(base, 'price', '0-50');
    expect(toggleFilter(low, 'price', '50-100').filters.price).toEqual({ min: 50, max: 100 });
    expect(toggleFilter(low, 'price', '0-50').filters.price).toBeUndefined();
  });

  it('lists the active filters for chips', () => {
    const state = toggleFilter(toggleFilter(base, 'color', '002'), 'price', '200-');
    expect(activeFilters(state.filters)).toEqual([
      { id: 'size', value: '9' },
      { id: 'color', value: '002' },
      { id: 'price', value: '200-' },
    ]);
  });

  it('changes sort and starts again at page 1', () => {
    expect(withSort(base, 'newest')).toMatchObject({ page: 1, sort: 'newest' });
  });
});

describe('pages loaded with "Load more"', () => {
  it('reads a whole number of pages, capped, and ignores anything else', () => {
    expect(parseMorePages({ more: '2' })).toBe(2);
    expect(parseMorePages({ more: '500' })).toBe(MAX_MORE_PAGES);
    expect(parseMorePages({ more: '-1' })).toBe(0);
    expect(parseMorePages({ more: '1.5' })).toBe(0);
    expect(parseMorePages({})).toBe(0);
  });

  it('names the added pages up to the last, without the ones already shown', () => {
    expect(morePageNumbers(2, 3, 10)).toEqual([3, 4, 5]);
    expect(morePageNumbers(2, 3, 4)).toEqual([3, 4]);
    expect(morePageNumbers(2, 3, 10, 1)).toEqual([4, 5]);
    expect(morePageNumbers(2, 3, 10, 3)).toEqual([]);
    expect(morePageNumbers(5, 2, 4)).toEqual([]);
  });

  it('sets or drops `more` and keeps the rest of the address', () => {
    expect(withMorePages('/en-us/c/men-1000?sort=newest', 2)).toBe(
      '/en-us/c/men-1000?sort=newest&more=2',
    );
    expect(withMorePages('/en-us/c/men-1000?more=2&sort=newest', 0)).toBe(
      '/en-us/c/men-1000?sort=newest',
    );
    expect(withMorePages('/en-us/c/men-1000?more=1', 0)).toBe('/en-us/c/men-1000');
  });
});
