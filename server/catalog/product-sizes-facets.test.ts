import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogResponseSchema } from '@/lib/contracts/products';
import { variants } from '../db/schema';
import { SEED_CATEGORY_IDS } from '../db/seed/fixtures';
import { setupSeededApi } from '../testing/seeded-api';

const { call, db } = setupSeededApi(40);

const sizeCount = async (size: string) => {
  const reply = await call(`/products/v2/catalog?categoryId=${SEED_CATEGORY_IDS.men}`);
  const listing = catalogResponseSchema.parse(reply.json);
  return {
    productId: listing.products[0]!.id,
    count:
      listing.facets
        .find((facet) => facet.id === 'size')
        ?.values.find((value) => value.value === size)?.count ?? 0,
  };
};

describe('the sizes behind the size facet', () => {
  it('follows variants added, resized and removed', async () => {
    const { productId, count } = await sizeCount('17');
    expect(count).toBe(0);
    const [existing] = await db()
      .select()
      .from(variants)
      .where(eq(variants.productId, productId))
      .limit(1);
    const added = { ...existing!, id: `${existing!.id}-17`, size: '17', upc: '000000000017' };

    await db().insert(variants).values(added);
    expect((await sizeCount('17')).count).toBe(1);
    // A second colour in the same size is still one product of that size.
    await db()
      .insert(variants)
      .values({ ...added, id: `${added.id}-b`, colorCode: 'other', upc: '000000000018' });
    expect((await sizeCount('17')).count).toBe(1);

    await db().update(variants).set({ size: '18' }).where(eq(variants.productId, productId));
    expect((await sizeCount('17')).count).toBe(0);
    expect((await sizeCount('18')).count).toBe(1);

    await db().delete(variants).where(eq(variants.productId, productId));
    expect((await sizeCount('18')).count).toBe(0);
  });
});
