import { describe, expect, it } from 'vitest';
import {
  autoSuggestResponseSchema,
  catalogResponseSchema,
  productDetailsSchema,
  productSearchResponseSchema,
} from '@/lib/contracts/products';
import type { Facet } from '@/lib/contracts/listing';
import { SEED_CATEGORY_IDS, SEED_IDS } from '../db/seed/fixtures';
import { firstError } from '../testing/test-api';
import { setupSeededApi } from '../testing/seeded-api';

const { call } = setupSeededApi(80);

const catalog = async (query: string) => {
  const reply = await call(`/products/v2/catalog?categoryId=${SEED_CATEGORY_IDS.men}&${query}`);
  expect(reply.status).toBe(200);
  return catalogResponseSchema.parse(reply.json);
};
const facet = (facets: Facet[], id: Facet['id']) => facets.find((f) => f.id === id);
const search = async (query: string, headers?: Record<string, string>) => {
  const reply = await call(`/products/v2/search/productSearch?${query}`, { headers });
  expect(reply.status).toBe(200);
  return productSearchResponseSchema.parse(reply.json);
};

describe('category facets', () => {
  it('counts sub-categories, sizes, colours and prices of the listing', async () => {
    const listing = await catalog('pageSize=96');
    const ids = listing.facets.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining(['category', 'size', 'color', 'price']));
    const shoes = facet(listing.facets, 'category')!.values.find(
      (v) => v.value === SEED_CATEGORY_IDS.menShoes,
    )!;
    expect(shoes.label).toBe('Shoes');
    const onlyShoes = await catalog(`category=${SEED_CATEGORY_IDS.menShoes}`);
    expect(onlyShoes.total).toBe(shoes.count);
    expect(onlyShoes.total).toBeLessThan(listing.total);
  });

  it('narrows by size and keeps the other sizes countable', async () => {
    const all = await catalog('');
    const nine = facet(all.facets, 'size')!.values.find((v) => v.value === '9')!;
    const filtered = await catalog('size=9&pageSize=96');
    expect(filtered.total).toBe(nine.count);
    const sizes = facet(filtered.facets, 'size')!.values;
    expect(sizes.find((v) => v.value === '9')!.selected).toBe(true);
    expect(sizes.find((v) => v.value === 'M')!.count).toBeGreaterThan(0);
    // Shoe sizes come before apparel sizes, in numeric order.
    const values = sizes.map((v) => v.value);
    expect(values.indexOf('9')).toBeLessThan(values.indexOf('10'));
    expect(values.indexOf('13')).toBeLessThan(values.indexOf('M'));
  });

  it("labels shoe sizes in a German shopper's system, and a size men and women convert apart in US", async () => {
    const reply = await call(
      `/products/v2/catalog?categoryId=${SEED_CATEGORY_IDS.menShoes}&pageSize=96`,
      { headers: { 'x-locale': 'de_DE', 'x-region': 'EMEA' } },
    );
    const sizes = facet(catalogResponseSchema.parse(reply.json).facets, 'size')!.values;
    expect(sizes.find((v) => v.value === '8.5')).toMatchObject({ label: 'EU 42 (US 8.5)' });
    const shoes = await search('q=shoe', { 'x-locale': 'de_DE', 'x-region': 'EMEA' });
    const eight = facet(shoes.facets, 'size')!.values.find((v) => v.value === '8')!;
    expect(eight.label).toBe('US 8');
  });

  it('combines a colour and a price range and sorts by price', async () => {
    const all = await catalog('');
    const color = facet(all.facets, 'color')!.values[0]!;
    expect(color.swatch).toMatch(/^#/);
    const filtered = await catalog(`color=${color.value}&price=0-150&sort=price-desc&pageSize=96`);
    const prices = filtered.products.map((p) => p.price!.lowCurrent);
    expect(prices.every((price) => price < 150)).toBe(true);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    expect(filtered.total).toBeLessThanOrEqual(color.count);
  });

  it('refuses a malformed filter with the field named', async () => {
    const reply = await call(
      `/products/v2/catalog?categoryId=${SEED_CATEGORY_IDS.men}&price=cheap`,
    );
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'ATTR200', field: 'query.price' });
  });
});

describe('product search', () => {
  it('finds the running shoe despite a typo, best match first', async () => {
    const results = await search('q=runnign%20shoe');
    expect(results.total).toBeGreaterThan(0);
    expect(results.products[0]!.name.toLowerCase()).toContain('running shoe');
    expect(results.products.map((p) => p.id)).toContain(SEED_IDS.regularShoe);
  });

  it('matches words in any language and in the locale currency', async () => {
    const results = await search('q=chaussure', { 'x-locale': 'fr_FR', 'x-region': 'EMEA' });
    expect(results.total).toBeGreaterThan(0);
    expect(results.products[0]!.currency).toBe('EUR');
  });

  it('filters and pages search results with the listing facets', async () => {
    const first = await search('q=shoe&pageSize=2');
    expect(first.pageCount).toBeGreaterThan(1);
    const gender = facet(first.facets, 'gender')!.values.find((v) => v.value === 'women')!;
    const women = await search('q=shoe&gender=women&pageSize=96');
    expect(women.total).toBe(gender.count);
    const second = await search('q=shoe&pageSize=2&page=2');
    expect(second.products[0]!.id).not.toBe(first.products[0]!.id);
  });

  it('counts each facet of a filtered search with the other filters applied', async () => {
    // In Canada, so these searches do not count towards the US popular searches below.
    const find = (filters: string) =>
      search(`q=shoe&${filters}&pageSize=96`, { 'x-locale': 'en_CA' });
    const mostCommon = (values: Facet['values']) =>
      values.reduce((most, value) => (value.count > most.count ? value : most)).value;
    const gender = mostCommon(facet((await find('')).facets, 'gender')!.values);
    const price = mostCommon(facet((await find(`gender=${gender}`)).facets, 'price')!.values);
    const filtered = await find(`gender=${gender}&price=${price}`);
    expect(filtered.total).toBeGreaterThan(0);
    const genders = facet(filtered.facets, 'gender')!.values;
    const prices = facet(filtered.facets, 'price')!.values;
    expect(genders.find((v) => v.selected)!.count).toBe(filtered.total);
    expect(prices.find((v) => v.selected)!.count).toBe(filtered.total);
    // Another value's count is what choosing it instead finds.
    const otherGender = genders.find((v) => !v.selected && v.count > 0)!;
    expect((await find(`gender=${otherGender.value}&price=${price}`)).total).toBe(
      otherGender.count,
    );
    const otherPrice = prices.find((v) => !v.selected && v.count > 0)!;
    expect((await find(`gender=${gender}&price=${otherPrice.value}`)).total).toBe(otherPrice.count);
  });

  it('answers an empty result without facets', async () => {
    const results = await search('q=zzqxv');
    expect(results).toMatchObject({ total: 0, products: [], facets: [] });
  });

  it('requires a query', async () => {
    const reply = await call('/products/v2/search/productSearch?q=%20');
    expect(reply.status).toBe(400);
    expect(firstError(reply.json).field).toBe('query.q');
  });
});

describe('auto suggest', () => {
  it('suggests products and categories as the shopper types, then popular searches', async () => {
    const partial = autoSuggestResponseSchema.parse(
      (await call('/products/v2/search/autoSuggest?q=runn')).json,
    );
    expect(partial.products.length).toBeGreaterThan(0);
    expect(partial.categories.map((c) => c.name)).toContain('Running');
    expect(partial.categories[0]!.url).toMatch(/^\/en-us\/c\/.+-\d{4,10}$/);

    await search('q=running');
    await search('q=running');
    const popular = autoSuggestResponseSchema.parse(
      (await call('/products/v2/search/autoSuggest')).json,
    );
    expect(popular.popularSearches[0]).toBe('running');
    expect(popular.products).toEqual([]);
  });

  it('keeps popular searches per locale', async () => {
    await search('q=laufen', { 'x-locale': 'de_DE', 'x-region': 'EMEA' });
    const us = autoSuggestResponseSchema.parse(
      (await call('/products/v2/search/autoSuggest?q=lauf')).json,
    );
    expect(us.popularSearches).not.toContain('laufen');
  });
});

describe('product names in search', () => {
  it('finds a product by its style id', async () => {
    const product = productDetailsSchema.parse(
      (await call(`/products/v2/products/${SEED_IDS.regularShoe}/details`)).json,
    );
    const results = await search(`q=${product.styleId}`);
    expect(results.products[0]!.id).toBe(SEED_IDS.regularShoe);
  });
});
