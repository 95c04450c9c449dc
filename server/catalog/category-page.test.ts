import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogResponseSchema } from '@/lib/contracts/products';
import {
  productCategories,
  productLowestPrices,
  products,
  variantPrices,
  variants,
} from '../db/schema';
import { SEED_CATEGORY_IDS, SEED_IDS } from '../db/seed/fixtures';
import { setupSeededApi } from '../testing/seeded-api';

const { call, db } = setupSeededApi(80);
const men = SEED_CATEGORY_IDS.men;

/** Every page of the men's listing in one sort, a few products a page, joined up. */
async function pagedThrough(sort: 'price-asc' | 'price-desc') {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await call(
      `/products/v2/catalog?categoryId=${men}&sort=${sort}&pageSize=3&page=${page}`,
    );
    const listing = catalogResponseSchema.parse(reply.json);
    ids.push(...listing.products.map((product) => product.id));
    if (page >= listing.pageCount) return ids;
  }
}

/** The men's online products by lowest US price, ties by id, unpriced ones last. */
async function expectedOrder(direction: 1 | -1) {
  const rows = await db()
    .select({ id: products.id, price: productLowestPrices.currentMinor })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .leftJoin(
      productLowestPrices,
      and(eq(productLowestPrices.productId, products.id), eq(productLowestPrices.currency, 'USD')),
    )
    .where(and(eq(productCategories.categoryId, men), eq(products.isOnline, true)));
  const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows
    .sort((a, b) => {
      if (a.price === null || b.price === null) {
        return a.price === b.price ? byId(a.id, b.id) : a.price === null ? 1 : -1;
      }
      return (a.price - b.price) * direction || byId(a.id, b.id);
    })
    .map((row) => row.id);
}

describe('a category sorted by price, page by page', () => {
  it('lists every product once, in price order either way, ties by id and unpriced last', async () => {
    // The regular shoe loses its US prices: it lists after every priced product.
    const shoeVariants = db()
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, SEED_IDS.regularShoe));
    await db()
      .delete(variantPrices)
      .where(
        and(inArray(variantPrices.variantId, shoeVariants), eq(variantPrices.currency, 'USD')),
      );

    const ascending = await pagedThrough('price-asc');
    expect(ascending).toEqual(await expectedOrder(1));
    expect(ascending.at(-1)).toBe(SEED_IDS.regularShoe);
    const descending = await pagedThrough('price-desc');
    expect(descending).toEqual(await expectedOrder(-1));
    expect(descending.at(-1)).toBe(SEED_IDS.regularShoe);
  });
});
