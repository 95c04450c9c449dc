import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogResponseSchema } from '@/lib/contracts/products';
import { variantPrices, variants } from '../db/schema';
import { SEED_CATEGORY_IDS } from '../db/seed/fixtures';
import { setupSeededApi } from '../testing/seeded-api';

const { call, db } = setupSeededApi(40);

const cheapest = async () => {
  const reply = await call(
    `/products/v2/catalog?categoryId=${SEED_CATEGORY_IDS.men}&sort=price-asc&pageSize=96`,
  );
  const listing = catalogResponseSchema.parse(reply.json);
  const firstBucket = listing.facets
    .find((facet) => facet.id === 'price')
    ?.values.find((value) => value.value === '0-50');
  return { first: listing.products[0], lastId: listing.products.at(-1)?.id, firstBucket };
};

describe('the lowest price behind price facets and sorts', () => {
  it('follows writes to variant prices and variants', async () => {
    const before = await cheapest();
    const productId = before.lastId!;
    const productVariants = await db()
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, productId));
    const [marked] = productVariants;

    // A markdown on one variant makes the dearest product the cheapest, in the 0-50 bucket.
    await db()
      .update(variantPrices)
      .set({ currentMinor: 100 })
      .where(and(eq(variantPrices.variantId, marked!.id), eq(variantPrices.currency, 'USD')));
    const markedDown = await cheapest();
    expect(markedDown.first?.id).toBe(productId);
    expect(markedDown.first?.price?.lowCurrent).toBe(1);
    expect(markedDown.firstBucket?.count).toBe((before.firstBucket?.count ?? 0) + 1);

    // Deleting the marked-down variant (its prices go with it) gives the old price back.
    await db().delete(variants).where(eq(variants.id, marked!.id));
    const restored = await cheapest();
    expect(restored.first?.id).toBe(before.first?.id);
    expect(restored.firstBucket?.count).toBe(before.firstBucket?.count ?? 0);

    // A product whose prices are all gone sorts last, unpriced.
    await db()
      .delete(variantPrices)
      .where(
        inArray(
          variantPrices.variantId,
          productVariants.map((variant) => variant.id),
        ),
      );
    const unpriced = await cheapest();
    expect(unpriced.lastId).toBe(productId);
  });
});
