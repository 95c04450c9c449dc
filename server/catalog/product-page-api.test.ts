import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Address } from '@/lib/contracts/address';
import { stockNotificationResponseSchema } from '@/lib/contracts/notifications';
import { productSetSchema, productSetsResponseSchema } from '@/lib/contracts/product-sets';
import { widgetRecommendationsResponseSchema } from '@/lib/contracts/recommendations';
import { sizeChartSchema } from '@/lib/contracts/size-chart';
import {
  inventory,
  orderItems,
  orders,
  products,
  stockNotifications,
  variants,
} from '../db/schema';
import { SEED_IDS } from '../db/seed/fixtures';
import { firstError } from '../testing/test-api';
import { setupSeededApi } from '../testing/seeded-api';
import { CLIENT_ADDRESS_HEADER } from '../entry/client-address.mjs';
import { NOTIFY_ME_LIMITS } from './product-page-routes';
import { listStockNotifications } from './stock-notifications';

const { call, db } = setupSeededApi(60);

const emea = (locale: string) => ({ 'x-locale': locale, 'x-region': 'EMEA' });

async function firstVariantOf(productId: string) {
  const [variant] = await db()
    .select()
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(variants.position)
    .limit(1);
  return variant!;
}

describe('notify me', () => {
  const notify = (body: Record<string, unknown>) =>
    call('/products/v1/notifications', { method: 'PUT', body });

  it('stores one request per email and size, and lists it for the merchant', async () => {
    const variant = await firstVariantOf(SEED_IDS.outOfStock);
    const body = { email: 'Ada@Example.com', variantId: variant.id, locale: 'en-us' };
    const first = stockNotificationResponseSchema.parse((await notify(body)).json);
    expect(first).toEqual({ variantId: variant.id, email: 'ada@example.com', created: true });
    // A repeat answers as the first did: nobody learns what someone else asked for.
    const again = stockNotificationResponseSchema.parse((await notify(body)).json);
    expect(again).toEqual(first);
    const rows = await db()
      .select()
      .from(stockNotifications)
      .where(eq(stockNotifications.variantId, variant.id));
    expect(rows).toHaveLength(1);
    const { entries } = await listStockNotifications(db(), { limit: 10, offset: 0 });
    expect(entries[0]).toMatchObject({
      productId: SEED_IDS.outOfStock,
      size: variant.size,
      email: 'ada@example.com',
    });
  });

  it('validates the email, the locale and the variant', async () => {
    const variant = await firstVariantOf(SEED_IDS.outOfStock);
    const badEmail = await notify({ email: 'ada@', variantId: variant.id, locale: 'en-us' });
    expect(firstError(badEmail.json)).toMatchObject({ errorId: 'AUT453', field: 'body.email' });
    const badLocale = await notify({ email: 'a@b.co', variantId: variant.id, locale: 'xx-yy' });
    expect(firstError(badLocale.json).errorId).toBe('ATTR200');
    const unknown = await notify({ email: 'a@b.co', variantId: 'NOPE-1', locale: 'en-us' });
    expect(firstError(unknown.json).errorId).toBe('PLP400');
  });

  it('refuses products that do not offer notify me', async () => {
    const giftCard = await firstVariantOf(SEED_IDS.giftCard);
    const reply = await notify({ email: 'a@b.co', variantId: giftCard.id, locale: 'en-us' });
    expect(reply.status).toBe(400);
  });
});

describe('notify me limits', () => {
  const notifyFrom = (address: string, body: Record<string, unknown>) =>
    call('/products/v1/notifications', {
      method: 'PUT',
      body,
      headers: { [CLIENT_ADDRESS_HEADER]: address },
    });
  const sizesOf = (productId: string) =>
    db()
      .select()
      .from(variants)
      .where(eq(variants.productId, productId))
      .orderBy(variants.position);

  it('stores a few requests per recipient an hour, however many addresses send them', async () => {
    const sizes = await sizesOf(SEED_IDS.outOfStock);
    const email = 'victim@example.com';
    const statuses = [];
    for (const [n, size] of sizes.slice(0, NOTIFY_ME_LIMITS.perRecipient.limit + 3).entries()) {
      const reply = await notifyFrom(`198.51.100.${100 + n}`, {
        email,
        variantId: size.id,
        locale: 'en-us',
      });
      statuses.push(reply.status);
      if (reply.status !== 200) expect(firstError(reply.json).errorId).toBe('AUT403');
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      NOTIFY_ME_LIMITS.perRecipient.limit,
    );
    const stored = await db()
      .select()
      .from(stockNotifications)
      .where(eq(stockNotifications.email, email));
    expect(stored).toHaveLength(NOTIFY_ME_LIMITS.perRecipient.limit);
  });

  it('refuses an address past its limit, whoever it names', async () => {
    const [size] = await sizesOf(SEED_IDS.outOfStock);
    const statuses = [];
    for (let n = 0; n <= NOTIFY_ME_LIMITS.perAddress.limit; n += 1) {
      const reply = await notifyFrom('198.51.100.99', {
        email: `shopper${n}@example.com`,
        variantId: size!.id,
        locale: 'en-us',
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(403);
  });
});

describe('size chart', () => {
  it('serves each seeded product type, translated', async () => {
    for (const type of [
      'mens-shoes',
      'womens-shoes',
      'kids-shoes',
      'apparel-tops',
      'apparel-bottoms',
      'accessories',
    ]) {
      const reply = await call(`/fapi/components/size-chart/${type}`);
      expect(reply.status).toBe(200);
      const chart = sizeChartSchema.parse(reply.json);
      expect(chart.rows.every((row) => row.length === chart.columns.length)).toBe(true);
    }
    const german = sizeChartSchema.parse(
      (await call('/fapi/components/size-chart/apparel-tops', { headers: emea('de_DE') })).json,
    );
    expect(german.columns[0]).toBe('Größe');
  });

  it('covers every size the seeded shoes come in', async () => {
    const chart = sizeChartSchema.parse(
      (await call('/fapi/components/size-chart/mens-shoes')).json,
    );
    const shoeSizes = await db()
      .select({ size: variants.size })
      .from(variants)
      .where(eq(variants.productId, SEED_IDS.regularShoe));
    const charted = new Set(chart.rows.map((row) => row[0]));
    expect(shoeSizes.every(({ size }) => charted.has(size))).toBe(true);
  });

  it('answers 404 for a type without a chart', async () => {
    const reply = await call('/fapi/components/size-chart/giftcard');
    expect(reply.status).toBe(404);
  });
});

describe('product sets', () => {
  it('gives a set with its members as cards', async () => {
    const reply = await call('/products/v2/products/SET00001/productSet');
    expect(reply.status).toBe(200);
    const set = productSetSchema.parse(reply.json);
    expect(set.products.map((p) => p.id)).toEqual([
      SEED_IDS.regularShoe,
      SEED_IDS.regularApparel,
      SEED_IDS.accessory,
    ]);
    const missing = await call('/products/v2/products/SET99999/productSet');
    expect(firstError(missing.json).errorId).toBe('PLP400');
  });

  it("lists the product's sets without the product itself, to complete the look", async () => {
    const reply = await call(`/products/v2/products/${SEED_IDS.regularApparel}/productSets`);
    const { productSets } = productSetsResponseSchema.parse(reply.json);
    expect(productSets.map((s) => s.id)).toEqual(['SET00001', 'SET00002']);
    expect(productSets.flatMap((s) => s.products.map((p) => p.id))).not.toContain(
      SEED_IDS.regularApparel,
    );
    const withSelf = productSetsResponseSchema.parse(
      (await call(`/products/v2/products/${SEED_IDS.regularApparel}/productSets?excludeSelf=false`))
        .json,
    );
    expect(withSelf.productSets[0]!.products.map((p) => p.id)).toContain(SEED_IDS.regularApparel);
  });
});

describe('widget recommendations', () => {
  let orderCount = 0;
  async function placeOrder(productIds: string[], status = 'Created') {
    orderCount += 1;
    const orderNumber = `TEST${String(orderCount).padStart(6, '0')}`;
    await db()
      .insert(orders)
      .values({
        orderNumber,
        basketId: randomUUID(),
        email: 'buyer@example.com',
        locale: 'en-us',
        currency: 'USD',
        status,
        totals: {},
        billingAddress: {} as Address,
        payment: {},
      });
    for (const productId of productIds) {
      const variant = await firstVariantOf(productId);
      await db().insert(orderItems).values({
        orderNumber,
        productId,
        variantId: variant.id,
        name: productId,
        qty: 1,
        unitPriceMinor: 1000,
        rowTotalMinor: 1000,
        shippingMethod: 'standard',
      });
    }
  }
  const recommend = async (query: string) => {
    const reply = await call(`/products/v1/widgetRecommendations?${query}`);
    expect(reply.status).toBe(200);
    return widgetRecommendationsResponseSchema.parse(reply.json);
  };

  it('falls back to the same category when nobody bought the product yet', async () => {
    const reply = await recommend(`productIds=${SEED_IDS.priceRange}&limit=6`);
    expect(reply.recommendations.length).toBeGreaterThan(0);
    expect(reply.recommendations.every((r) => r.source === 'category')).toBe(true);
    expect(reply.recommendations.map((r) => r.id)).not.toContain(SEED_IDS.priceRange);
  });

  it('ranks products bought together by how many orders they share', async () => {
    const product = SEED_IDS.regularShoe;
    await placeOrder([product, SEED_IDS.accessory, SEED_IDS.regularApparel]);
    await placeOrder([product, SEED_IDS.regularApparel]);
    await placeOrder([product, SEED_IDS.regularApparel, SEED_IDS.limitedQuantity]);
    await placeOrder([product, SEED_IDS.limitedQuantity]);
    // A cancelled order says nothing about taste.
    await placeOrder([product, SEED_IDS.markedDown], 'Cancelled');
    // Sold out: never recommended, however often it was bought.
    await placeOrder([product, SEED_IDS.outOfStock]);
    await placeOrder([product, SEED_IDS.outOfStock]);
    await placeOrder([product, SEED_IDS.outOfStock]);
    await placeOrder([product, SEED_IDS.outOfStock]);

    const reply = await recommend(`productIds=${product}&limit=8`);
    const coPurchased = reply.recommendations.filter((r) => r.source === 'co-purchase');
    expect(coPurchased.map((r) => r.id)).toEqual([
      SEED_IDS.regularApparel,
      SEED_IDS.limitedQuantity,
      SEED_IDS.accessory,
    ]);
    const ids = reply.recommendations.map((r) => r.id);
    expect(ids).not.toContain(product);
    expect(ids).not.toContain(SEED_IDS.outOfStock);
    expect(ids).not.toContain(SEED_IDS.markedDown);
    expect(reply.recommendations[0]!.rating).toMatchObject({ count: 5 });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves out every product of a cart and anything that just sold out', async () => {
    const cart = [SEED_IDS.regularShoe, SEED_IDS.regularApparel];
    const before = await recommend(`productIds=${cart.join(',')}&limit=8`);
    expect(before.recommendations.map((r) => r.id)).not.toContain(SEED_IDS.regularApparel);
    const soldOut = before.recommendations[0]!.id;
    const soldOutVariants = await db()
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, soldOut));
    for (const { id } of soldOutVariants) {
      await db().update(inventory).set({ quantity: 0 }).where(eq(inventory.variantId, id));
    }
    await db().update(products).set({ isReservable: false }).where(eq(products.id, soldOut));
    const after = await recommend(`productIds=${cart.join(',')}&limit=8`);
    expect(after.recommendations.map((r) => r.id)).not.toContain(soldOut);
  });

  it('offers one-size accessories as upsells with a variant to add', async () => {
    const reply = await recommend(`productIds=${SEED_IDS.markedDown}&upsellLimit=2`);
    expect(reply.upsells.length).toBeGreaterThan(0);
    expect(reply.upsells.length).toBeLessThanOrEqual(2);
    for (const upsell of reply.upsells) {
      const [variant] = await db().select().from(variants).where(eq(variants.id, upsell.sku));
      expect(variant?.productId).toBe(upsell.id);
      expect(variant?.size).toBe('OS');
    }
  });

  it('validates the product ids', async () => {
    const bad = await call('/products/v1/widgetRecommendations?productIds=abc');
    expect(firstError(bad.json).errorId).toBe('ATTR200');
    const none = await call('/products/v1/widgetRecommendations?productIds=ZZ99999999');
    expect(firstError(none.json).errorId).toBe('PLP400');
  });
});
