import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canvases, inventory, variantPrices, variants } from '../db/schema';
import { setupSeededApi } from '../testing/seeded-api';
import { changedSince, lastChanged, tagVersion } from './tag-clock';

const { db } = setupSeededApi(16);

/** A variant of the seed with its product, and the moment before the test touches it. */
async function someVariant() {
  const [variant] = await db()
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .innerJoin(inventory, eq(inventory.variantId, variants.id))
    .where(sql`${inventory.quantity} - ${inventory.reserved} > 2`)
    .limit(1);
  if (!variant) throw new Error('The seed has no variant in stock.');
  return { ...variant, before: new Date() };
}

const setStock = (variantId: string, quantity: number) =>
  db().update(inventory).set({ quantity, reserved: 0 }).where(eq(inventory.variantId, variantId));

describe('the cache tag clock', () => {
  it("moves a product's tag and the listings' when its price changes, and no other product's", async () => {
    const { id, productId, before } = await someVariant();
    await db()
      .update(variantPrices)
      .set({ currentMinor: sql`${variantPrices.currentMinor} - 100` })
      .where(eq(variantPrices.variantId, id));
    expect(await changedSince(db(), [`product:${productId}`], before)).toBe(true);
    expect(await changedSince(db(), ['listings'], before)).toBe(true);
    expect(await changedSince(db(), ['product:no-such-product', 'content'], before)).toBe(false);
  });

  it('moves when a size sells out or comes back, not while units remain', async () => {
    const { id, productId, before } = await someVariant();
    const tag = [`product:${productId}`];
    await setStock(id, 1);
    expect(await changedSince(db(), tag, before)).toBe(false);
    await setStock(id, 0);
    const soldOut = new Date();
    expect(await changedSince(db(), tag, before)).toBe(true);
    await setStock(id, 5);
    expect(await changedSince(db(), tag, soldOut)).toBe(true);
  });

  it('moves the content tag when a canvas is published, not when an editor saves a draft', async () => {
    const [canvas] = await db().select().from(canvases).limit(1);
    if (!canvas) throw new Error('The seed has no canvas.');
    const before = new Date();
    await db()
      .update(canvases)
      .set({ draft: { title: 'draft' } })
      .where(eq(canvases.id, canvas.id));
    expect(await changedSince(db(), ['content'], before)).toBe(false);
    await db()
      .update(canvases)
      .set({ published: { title: 'published' } })
      .where(eq(canvases.id, canvas.id));
    expect(await changedSince(db(), ['content'], before)).toBe(true);
  });

  it('tells when any of some tags last changed, the same instant changedSince compares with', async () => {
    const { id } = await someVariant();
    const before = await lastChanged(db(), ['listings', 'content']);
    await setStock(id, 0);
    const after = await lastChanged(db(), ['listings', 'content']);
    expect(after).toBeInstanceOf(Date);
    expect(after!.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
    expect(await changedSince(db(), ['listings'], new Date(after!.getTime() - 1))).toBe(true);
    expect(await lastChanged(db(), ['product:no-such-product'])).toBeNull();
  });

  it("gives a tag's version, which holds until the data behind the tag changes", async () => {
    const { id } = await someVariant();
    const before = await tagVersion(db(), 'listings');
    await setStock(id, 3);
    expect(await tagVersion(db(), 'listings')).toBe(before);
    await setStock(id, 0);
    expect(await tagVersion(db(), 'listings')).not.toBe(before);
    expect(await tagVersion(db(), 'product:no-such-product')).toBe('never');
  });
});
