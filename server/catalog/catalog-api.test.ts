import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  catalogResponseSchema,
  inventoryResponseSchema,
  productDetailsSchema,
  storeAvailabilityResponseSchema,
} from '@/lib/contracts/products';
import { inventory } from '../db/schema';
import { SEED_CATEGORY_IDS, SEED_IDS, SEED_STORE_IDS } from '../db/seed/fixtures';
import { firstError } from '../testing/test-api';
import { setupSeededApi } from '../testing/seeded-api';

const { call, db } = setupSeededApi(60);

const emea = (locale: string) => ({ 'x-locale': locale, 'x-region': 'EMEA' });

describe('product details', () => {
  it('gives the product with its colours, sizes and prices in the locale currency', async () => {
    const reply = await call(`/products/v2/products/${SEED_IDS.regularShoe}/details`);
    expect(reply.status).toBe(200);
    const product = productDetailsSchema.parse(reply.json);
    expect(product.currency).toBe('USD');
    expect(product.url).toBe(`/en-us/p/${product.slug}-${SEED_IDS.regularShoe}`);
    const colors = product.attributes.find((a) => a.type === 'color')!.options;
    expect(colors.length).toBeGreaterThanOrEqual(2);
    expect(colors[0]!.images![0]!.url).toMatch(/^\/media\//);
    expect(product.variants.every((v) => v.price !== null)).toBe(true);
    expect(product.breadcrumbs.map((b) => b.id)).toContain(SEED_CATEGORY_IDS.men);
  });

  it('translates and reprices for another locale', async () => {
    const us = productDetailsSchema.parse(
      (await call(`/products/v2/products/${SEED_IDS.regularShoe}/details`)).json,
    );
    const de = productDetailsSchema.parse(
      (
        await call(`/products/v2/products/${SEED_IDS.regularShoe}/details`, {
          headers: emea('de_DE'),
        })
      ).json,
    );
    expect(de.currency).toBe('EUR');
    expect(de.url.startsWith('/de-de/p/')).toBe(true);
    expect(de.description).not.toBe(us.description);
    expect(de.price!.lowCurrent).not.toBe(us.price!.lowCurrent);
  });

  it('flags a markdown with its discount and a price range across sizes', async () => {
    const markedDown = productDetailsSchema.parse(
      (await call(`/products/v2/products/${SEED_IDS.markedDown}/details`)).json,
    );
    expect(markedDown.price!.lowCurrent).toBeLessThan(markedDown.price!.lowOriginal);
    expect(markedDown.price!.percentagePriceDiscount).toBeCloseTo(30, 0);

    const ranged = productDetailsSchema.parse(
      (await call(`/products/v2/products/${SEED_IDS.priceRange}/details`)).json,
    );
    expect(ranged.price!.highCurrent).toBeGreaterThan(ranged.price!.lowCurrent);
  });

  it('tells presale and coming soon apart', async () => {
    const presale = productDetailsSchema.parse(
      (await call(`/products/v2/products/${SEED_IDS.presale[0]}/details`)).json,
    );
    expect(presale.presale).toBe(true);
    const comingSoon = productDetailsSchema.parse(
      (await call(`/products/v2/products/${SEED_IDS.comingSoon[0]}/details`)).json,
    );
    expect(Date.parse(comingSoon.targetPublishDate!)).toBeGreaterThan(Date.now());
  });

  it('answers an unknown product with PLP400 and a 404', async () => {
    const reply = await call('/products/v2/products/ZZ99999999/details');
    expect(reply.status).toBe(404);
    expect(firstError(reply.json).errorId).toBe('PLP400');
  });
});

describe('inventory', () => {
  it('reports sold-out sizes and never counts reserved units as stock', async () => {
    const product = productDetailsSchema.parse(
      (await call(`/products/v2/products/${SEED_IDS.regularShoe}/details`)).json,
    );
    const first = product.variants[0]!;
    await db()
      .update(inventory)
      .set({ quantity: 2, reserved: 2 })
      .where(eq(inventory.variantId, first.id));
    const stock = inventoryResponseSchema.parse(
      (await call(`/products/v2/products/${SEED_IDS.regularShoe}/inventory`)).json,
    );
    expect(stock.variants[first.id]).toEqual({ quantity: 0, stockStatus: 'OutOfStock' });

    const soldOut = inventoryResponseSchema.parse(
      (await call(`/products/v2/products/${SEED_IDS.outOfStock}/inventory`)).json,
    );
    expect(Object.values(soldOut.variants).every((v) => v.stockStatus === 'OutOfStock')).toBe(true);
  });

  it('keeps the digital gift card always in stock', async () => {
    const stock = inventoryResponseSchema.parse(
      (await call(`/products/v2/products/${SEED_IDS.giftCard}/inventory`)).json,
    );
    expect(Object.values(stock.variants).every((v) => v.stockStatus === 'InStock')).toBe(true);
  });

  it('gives stock per store for a product', async () => {
    const reply = await call(`/products/v1/products/${SEED_IDS.regularShoe}/availability`, {
      method: 'POST',
      body: { storeIds: [SEED_STORE_IDS.pickupStore, 'NOPE1'] },
    });
    expect(reply.status).toBe(200);
    const availability = storeAvailabilityResponseSchema.parse(reply.json);
    const inPickupStore = availability.storeInventory.filter(
      (row) => row.storeId === SEED_STORE_IDS.pickupStore,
    );
    expect(inPickupStore.some((row) => row.quantity > 0)).toBe(true);
    expect(
      availability.storeInventory
        .filter((row) => row.storeId === 'NOPE1')
        .every((row) => row.quantity === 0),
    ).toBe(true);
  });
});

describe('category listing', () => {
  it('lists a root category with everything beneath it, paged', async () => {
    const reply = await call(
      `/products/v2/catalog?categoryId=${SEED_CATEGORY_IDS.men}&pageSize=10&page=2`,
    );
    expect(reply.status).toBe(200);
    const listing = catalogResponseSchema.parse(reply.json);
    expect(listing.total).toBeGreaterThan(10);
    expect(listing.products).toHaveLength(10);
    expect(listing.page).toBe(2);
    expect(listing.pageCount).toBe(Math.ceil(listing.total / 10));
    expect(listing.category.children.length).toBeGreaterThan(0);
  });

  it('sorts by price both ways', async () => {
    const lows = async (sort: string) =>
      catalogResponseSchema
        .parse(
          (
            await call(
              `/products/v2/catalog?categoryId=${SEED_CATEGORY_IDS.men}&sort=${sort}&pageSize=96`,
            )
          ).json,
        )
        .products.map((p) => p.price!.lowCurrent);
    const ascending = await lows('price-asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await lows('price-desc');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('rejects a bad query with the attribute named', async () => {
    const reply = await call('/products/v2/catalog?categoryId=12&sort=cheap');
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'ATTR200', field: 'query.categoryId' });
    const missing = await call('/products/v2/catalog');
    expect(firstError(missing.json)).toMatchObject({
      errorId: 'ATTR100',
      field: 'query.categoryId',
    });
  });

  it('answers an unknown category with a 404', async () => {
    const reply = await call('/products/v2/catalog?categoryId=99999999');
    expect(reply.status).toBe(404);
  });
});
