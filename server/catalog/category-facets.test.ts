import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Facet } from '@/lib/contracts/listing';
import { catalogResponseSchema } from '@/lib/contracts/products';
import { categories, productColors, products, variantPrices, variants } from '../db/schema';
import { SEED_CATEGORY_IDS, SEED_IDS } from '../db/seed/fixtures';
import { setupSeededApi } from '../testing/seeded-api';

const { call, db } = setupSeededApi(40);

/** The men's listing, asked twice so that the second answer may come from kept counts. */
async function menListing(headers?: Record<string, string>) {
  const path = `/products/v2/catalog?categoryId=${SEED_CATEGORY_IDS.men}&pageSize=96`;
  await call(path, { headers });
  const reply = await call(path, { headers });
  expect(reply.status).toBe(200);
  return catalogResponseSchema.parse(reply.json);
}

const valuesOf = (facets: Facet[], id: Facet['id']) =>
  facets.find((facet) => facet.id === id)?.values ?? [];
const countOf = (facets: Facet[], id: Facet['id'], value: string) =>
  valuesOf(facets, id).find((entry) => entry.value === value)?.count ?? 0;

const shoe = SEED_IDS.regularShoe;

describe("a category's counts, kept between calls", () => {
  it('follow a price change that moves a product to another price bucket', async () => {
    const before = await menListing();
    const shoeVariants = db()
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, shoe));
    await db()
      .update(variantPrices)
      .set({ currentMinor: 1000 })
      .where(inArray(variantPrices.variantId, shoeVariants));

    const after = await menListing();
    expect(after.total).toBe(before.total);
    const moved = valuesOf(before.facets, 'price').map(
      (value) => countOf(after.facets, 'price', value.value) - value.count,
    );
    // One bucket lost the shoe, and 0-50 (the first) gained it.
    expect(moved.filter((change) => change !== 0).sort()).toEqual([-1, 1]);
    expect(countOf(after.facets, 'price', '0-50')).toBe(
      countOf(before.facets, 'price', '0-50') + 1,
    );
  });

  it('follow a product going offline', async () => {
    const before = await menListing();
    await db().update(products).set({ isOnline: false }).where(eq(products.id, shoe));
    const after = await menListing();
    expect(after.total).toBe(before.total - 1);
    expect(countOf(after.facets, 'gender', 'men')).toBe(
      countOf(before.facets, 'gender', 'men') - 1,
    );
    await db().update(products).set({ isOnline: true }).where(eq(products.id, shoe));
    expect((await menListing()).total).toBe(before.total);
  });

  it("follow a colour's new name, in each shopper's language, and a sub-category hidden", async () => {
    const before = await menListing();
    const colour = valuesOf(before.facets, 'color')[0]!;
    await db()
      .update(productColors)
      .set({ label: { en: 'Midnight', de: 'Mitternacht' } })
      .where(eq(productColors.code, colour.value));
    const [hidden, ...shown] = valuesOf(before.facets, 'category');
    await db().update(categories).set({ isVisible: false }).where(eq(categories.id, hidden!.value));

    const after = await menListing();
    const renamed = valuesOf(after.facets, 'color').find((value) => value.value === colour.value);
    expect(renamed).toMatchObject({ label: 'Midnight', count: colour.count });
    expect(valuesOf(after.facets, 'category').map((value) => value.value)).toEqual(
      shown.map((value) => value.value),
    );
    const german = await menListing({ 'x-locale': 'de_DE', 'x-region': 'EMEA' });
    const germanName = valuesOf(german.facets, 'color').find((v) => v.value === colour.value);
    expect(germanName?.label).toBe('Mitternacht');
  });
});
