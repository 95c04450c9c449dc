import { articleCanvasSchema } from '@/lib/contracts/articles';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentCanvasSchema, popupsCanvasSchema } from '@/lib/contracts/canvas-documents';
import { menuCanvasSchema } from '@/lib/contracts/cms/menu';
import { eventCanvasSchema } from '@/lib/contracts/events';
import { footerCanvasSchema, pageCanvasSchema } from '@/lib/contracts/content';
import { locales } from '@/lib/i18n/locales';
import type { DatabaseHandle } from '@/server/db/client';
import {
  basketItems,
  baskets,
  cacheTagChanges,
  canvases,
  categories,
  countries,
  inventory,
  productCategories,
  productColors,
  productLowestPrices,
  productSizes,
  products,
  storeEmployees,
  storeInventory,
  stores,
  variantPrices,
  variants,
} from '@/server/db/schema';
import { DRAFT_MARKER } from './content';
import {
  COMING_SOON_DATES,
  SEED_EDITOR,
  SEED_EMPLOYEE_ID,
  SEED_IDS,
  SEED_SECOND_STORE_ID,
  SEED_STORE_IDS,
  SEED_STORE_MANAGER,
} from './fixtures';
import { seedDatabase, type SeedSummary } from './run';
import { slugify } from './slug';
import { createTestDatabase } from '@/server/testing/test-database';
import { isValidUpc } from './upc';

/** Map.groupBy arrived after Node 20. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe('seedDatabase with default options', () => {
  let handle: DatabaseHandle;
  let summary: SeedSummary;

  beforeAll(async () => {
    handle = await createTestDatabase();
    summary = await seedDatabase(handle.db);
  });
  afterAll(() => handle.close());

  const load = async () => {
    const db = handle.db;
    return {
      products: await db.select().from(products),
      variants: await db.select().from(variants),
      prices: await db.select().from(variantPrices),
      stock: await db.select().from(inventory),
      colors: await db.select().from(productColors),
      listings: await db.select().from(productCategories),
      categories: await db.select().from(categories),
    };
  };

  it('builds a catalogue of at least 150 shoes, apparel and accessories', async () => {
    const { products: rows } = await load();
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(summary.rows.products).toBe(rows.length);
    const kinds = new Set(rows.map((p) => p.kind));
    expect([...kinds].sort()).toEqual(['accessories', 'apparel', 'giftcard', 'shoes']);
  });

  it('follows the id formats of the spec', async () => {
    const { products: rows, variants: variantRows, categories: categoryRows } = await load();
    for (const product of rows) {
      expect(product.id).toMatch(/^[A-Z0-9]{8,11}$/);
      expect(product.styleId).toMatch(/^[A-Z0-9]{8}$/);
      expect(product.slug).toBe(slugify(product.name.en));
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    for (const category of categoryRows) expect(category.id).toMatch(/^\d{4,10}$/);
    for (const variant of variantRows) {
      expect(variant.id).toBe(`${variant.productId}-${variant.colorCode}-${variant.size}`);
      expect(variant.id).not.toMatch(/\s/);
    }
  });

  it('translates every product into English, French, German and Italian', async () => {
    const { products: rows, colors } = await load();
    for (const product of rows) {
      for (const text of [product.name, product.description]) {
        expect(Object.keys(text).sort()).toEqual(['de', 'en', 'fr', 'it']);
      }
      expect(product.details.fr?.length).toBe(product.details.en.length);
    }
    for (const color of colors)
      expect(Object.keys(color.label).sort()).toEqual(['de', 'en', 'fr', 'it']);
    const apparel = rows.filter(
      (p) => p.kind === 'apparel' && (p.gender === 'men' || p.gender === 'women'),
    );
    expect(apparel.every((p) => p.modelMeasurements?.en.startsWith('Model is'))).toBe(true);
  });

  it('prices every variant in all four currencies, never above the original', async () => {
    const { variants: variantRows, prices } = await load();
    const byVariant = groupBy(prices, (price) => price.variantId);
    for (const variant of variantRows) {
      const rows = byVariant.get(variant.id) ?? [];
      expect(rows.map((r) => r.currency).sort()).toEqual(['CAD', 'EUR', 'GBP', 'USD']);
      for (const row of rows) expect(row.currentMinor).toBeLessThanOrEqual(row.originalMinor);
    }
    const shoeUsd = prices.filter(
      (p) => p.currency === 'USD' && p.variantId.startsWith(SEED_IDS.regularShoe),
    );
    for (const price of shoeUsd) expect(price.originalMinor).toBeGreaterThanOrEqual(6000);
  });

  it('marks down about a fifth of the products and prices some by size', async () => {
    const { variants: variantRows, prices } = await load();
    const productOf = new Map(variantRows.map((v) => [v.id, v.productId]));
    const discounted = new Set(
      prices.filter((p) => p.currentMinor < p.originalMinor).map((p) => productOf.get(p.variantId)),
    );
    const share = discounted.size / new Set(variantRows.map((v) => v.productId)).size;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.4);

    const markedDown = prices.filter((p) => p.variantId.startsWith(SEED_IDS.markedDown));
    expect(markedDown.every((p) => p.currentMinor <= Math.round(p.originalMinor * 0.7))).toBe(true);

    const rangeUsd = prices.filter(
      (p) => p.currency === 'USD' && p.variantId.startsWith(SEED_IDS.priceRange),
    );
    expect(new Set(rangeUsd.map((p) => p.currentMinor)).size).toBe(2);
  });

  it('gives every variant a unique UPC with a valid check digit', async () => {
    const { variants: variantRows } = await load();
    expect(new Set(variantRows.map((v) => v.upc)).size).toBe(variantRows.length);
    expect(variantRows.every((v) => isValidUpc(v.upc))).toBe(true);
  });

  it('includes the gift card, the free gift, presale, coming-soon and sold-out products', async () => {
    const { products: rows, variants: variantRows, prices, stock } = await load();
    const byId = new Map(rows.map((p) => [p.id, p]));
    const giftCard = byId.get(SEED_IDS.giftCard);
    expect(giftCard).toMatchObject({ kind: 'giftcard', isDigital: true });
    const amounts = variantRows.filter((v) => v.productId === SEED_IDS.giftCard).map((v) => v.size);
    expect(amounts).toEqual(['25', '50', '100', '200']);
    expect(
      prices.find((p) => p.variantId === `${SEED_IDS.giftCard}-900-50` && p.currency === 'GBP')
        ?.currentMinor,
    ).toBe(5000);

    expect(byId.get(SEED_IDS.giftWithPurchase)?.isGiftWithPurchase).toBe(true);
    const freeGift = prices.filter((p) => p.variantId.startsWith(SEED_IDS.giftWithPurchase));
    expect(freeGift.every((p) => p.currentMinor === 0 && p.originalMinor > 0)).toBe(true);

    for (const id of SEED_IDS.presale) expect(byId.get(id)?.isPresale).toBe(true);
    expect(byId.get(SEED_IDS.reservable)?.isReservable).toBe(true);
    for (const id of SEED_IDS.comingSoon) {
      const date = byId.get(id)?.targetPublishDate;
      expect(COMING_SOON_DATES.map(Number)).toContain(Number(date));
      expect(Number(date)).toBeGreaterThan(Date.now());
    }
    expect(byId.get(SEED_IDS.limitedQuantity)?.maxQty).toBe(2);

    const quantityOf = (productId: string) =>
      stock.filter((s) => s.variantId.startsWith(`${productId}-`)).map((s) => s.quantity);
    expect(byId.get(SEED_IDS.outOfStock)?.notifyMe).toBe(true);
    expect(quantityOf(SEED_IDS.outOfStock).every((q) => q === 0)).toBe(true);
    const partly = quantityOf(SEED_IDS.partlyOutOfStock);
    expect(partly.some((q) => q === 0) && partly.some((q) => q > 0)).toBe(true);
    expect(quantityOf(SEED_IDS.regularShoe).length).toBeGreaterThan(0);
    expect(stock.every((s) => s.reserved === 0 && s.quantity >= 0)).toBe(true);
  });

  it('lists every product in its primary category and each ancestor', async () => {
    const { products: rows, listings, categories: categoryRows } = await load();
    const parentOf = new Map(categoryRows.map((c) => [c.id, c.parentId]));
    const listed = new Set(listings.map((l) => `${l.productId}/${l.categoryId}`));
    for (const product of rows) {
      for (
        let id: string | null | undefined = product.primaryCategoryId;
        id;
        id = parentOf.get(id)
      ) {
        expect(listed.has(`${product.id}/${id}`)).toBe(true);
      }
    }
    const leaves = categoryRows.filter(
      (c) => c.isVisible && !categoryRows.some((child) => child.parentId === c.id),
    );
    const listedCategories = new Set(listings.map((l) => l.categoryId));
    expect(leaves.filter((leaf) => !listedCategories.has(leaf.id))).toEqual([]);
  });

  it('seeds stores with staff and stock, and the country list', async () => {
    const db = handle.db;
    const storeRows = await db.select().from(stores);
    expect(storeRows.length).toBeGreaterThanOrEqual(25);
    expect(new Set(storeRows.map((s) => s.countryCode))).toEqual(
      new Set(['US', 'CA', 'GB', 'FR', 'DE', 'IT']),
    );
    expect(storeRows.find((s) => s.id === SEED_STORE_IDS.collectionPoint)?.isCollectionPoint).toBe(
      true,
    );

    const staff = await db.select().from(storeEmployees);
    const perStore = groupBy(
      staff.filter((e) => e.roles.includes('associate')),
      (e) => e.storeId,
    );
    for (const store of storeRows.filter((s) => !s.isCollectionPoint)) {
      expect(perStore.get(store.id)?.length).toBeGreaterThanOrEqual(2);
      expect(perStore.get(store.id)?.length).toBeLessThanOrEqual(4);
    }
    expect(staff.find((e) => e.id === SEED_EMPLOYEE_ID)?.storeId).toBe(SEED_STORE_IDS.pickupStore);
    expect(staff.filter((e) => e.roles.includes('editor'))).toEqual([
      expect.objectContaining({ id: SEED_EDITOR.employeeId, roles: ['editor'] }),
    ]);
    expect(staff.find((e) => e.id === SEED_STORE_MANAGER.employeeId)).toMatchObject({
      storeId: SEED_STORE_IDS.pickupStore,
      adjustmentMaxPercent: SEED_STORE_MANAGER.maxPercent,
      adjustmentMaxAmount: SEED_STORE_MANAGER.maxAmount,
    });
    const secondStore = storeRows.find((s) => s.id === SEED_SECOND_STORE_ID);
    expect(secondStore?.countryCode).toBe('US');
    expect(perStore.get(SEED_SECOND_STORE_ID)?.length).toBeGreaterThanOrEqual(2);

    const pickupStock = await db
      .select()
      .from(storeInventory)
      .where(eq(storeInventory.storeId, SEED_STORE_IDS.pickupStore));
    const regular = pickupStock.filter((s) => s.variantId.startsWith(SEED_IDS.regularShoe));
    expect(regular.length).toBeGreaterThan(0);
    expect(regular.every((s) => s.quantity > 0)).toBe(true);

    const countryRows = await db.select().from(countries);
    expect(countryRows.length).toBeGreaterThanOrEqual(230);
    expect(countryRows.find((c) => c.code === 'FR')).toMatchObject({
      dialCode: '33',
      phoneMask: 'X XX XX XX XX',
    });
  });

  it('stores CMS canvases that pass the content schemas and point at real categories', async () => {
    const rows = await handle.db.select().from(canvases);
    const categoryIds = new Set((await handle.db.select().from(categories)).map((c) => c.id));
    const categoryPath = /^\/[a-z]{2}-[a-z]{2}\/c\/[a-z0-9-]+-(\d{4,10})$/;
    expect(new Set(rows.map((r) => r.siteId))).toEqual(new Set(locales));

    for (const row of rows) {
      if (row.type === 'page' || row.type === 'category') {
        const published = pageCanvasSchema.parse(row.published);
        const draft = pageCanvasSchema.parse(row.draft);
        const hero = (page: typeof published) =>
          page.sections[0]?.items.find((item) => item.type === 'hero-banner');
        // Help and legal pages have no hero: their drafts equal what is published.
        const heroTitle = hero(published)?.title;
        expect(hero(draft)?.title).toBe(heroTitle && `${DRAFT_MARKER} ${heroTitle}`);
        for (const item of published.sections.flatMap((s) => s.items)) {
          if (item.type === 'product-collection')
            expect(categoryIds.has(item.categoryId)).toBe(true);
          if (item.type === 'hero-banner')
            expect(item.media.url).toMatch(/^\/media\/content\/.+\.webp$/);
        }
      } else if (row.type === 'fixed') {
        const items = pageCanvasSchema.parse(row.published).sections.flatMap((s) => s.items);
        for (const item of items) {
          if (item.type === 'product-collection')
            expect(categoryIds.has(item.categoryId)).toBe(true);
        }
      } else if (row.type === 'menu') {
        const menu = menuCanvasSchema.parse(row.published);
        const links = menu.items.flatMap((item) => [
          item,
          ...item.columns,
          ...item.columns.flatMap((c) => c.children),
        ]);
        for (const link of links) {
          const id = categoryPath.exec(link.target)?.[1];
          expect(id).toBe(link.id);
          expect(categoryIds.has(link.id)).toBe(true);
        }
      } else if (row.type === 'fragment') {
        // The component catalogue's examples: one or more of every component type.
        const items = fragmentCanvasSchema.parse(row.published).items;
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          if (item.type === 'product-collection')
            expect(categoryIds.has(item.categoryId)).toBe(true);
        }
      } else if (row.type === 'popups') {
        expect(popupsCanvasSchema.parse(row.published).popups.length).toBeGreaterThan(0);
      } else if (row.type === 'event') {
        const event = eventCanvasSchema.parse(row.published);
        expect(event.startDate <= event.endDate).toBe(true);
      } else if (row.type === 'article') {
        const article = articleCanvasSchema.parse(row.published);
        expect(article.tags.length).toBeGreaterThanOrEqual(2);
        expect(article.picture.url).toMatch(/^\/media\/content\/.+\.webp$/);
      } else {
        expect(row.type).toBe('footer');
        footerCanvasSchema.parse(row.published);
      }
    }
    const german = rows.find((r) => r.siteId === 'de-de' && r.type === 'page' && r.key === 'home');
    expect(JSON.stringify(german?.published)).toContain('Neuheiten');
    for (const locale of locales) {
      const articles = rows.filter((r) => r.siteId === locale && r.type === 'article');
      expect(articles.length).toBeGreaterThanOrEqual(6);
    }
    const categoryKeys = rows
      .filter((r) => r.siteId === 'en-us' && r.type === 'category')
      .map((r) => r.key);
    expect(categoryKeys).toEqual(expect.arrayContaining(['1000', '2000', '3000']));
  });

  it('points product images at a bounded set of looks', async () => {
    const { colors } = await load();
    for (const color of colors) {
      expect(color.images).toHaveLength(2);
      for (const url of color.images)
        expect(url).toMatch(/^\/media\/products\/[a-z]+-\d{3}-(main|alt)-[0-9a-f]{10}\.webp$/);
    }
    expect(summary.imageFiles).toBeLessThan(colors.length * 2);
    expect(summary.rendered).toBeNull();
  });
});

async function dump(handle: DatabaseHandle) {
  const db = handle.db;
  return {
    products: await db.select().from(products).orderBy(asc(products.id)),
    variants: await db.select().from(variants).orderBy(asc(variants.id)),
    prices: await db
      .select()
      .from(variantPrices)
      .orderBy(asc(variantPrices.variantId), asc(variantPrices.currency)),
    stock: await db.select().from(inventory).orderBy(asc(inventory.variantId)),
    storeStock: await db
      .select()
      .from(storeInventory)
      .orderBy(asc(storeInventory.storeId), asc(storeInventory.variantId)),
    listings: await db
      .select()
      .from(productCategories)
      .orderBy(asc(productCategories.productId), asc(productCategories.categoryId)),
    colors: await db
      .select()
      .from(productColors)
      .orderBy(asc(productColors.productId), asc(productColors.code)),
    canvases: await db.select().from(canvases).orderBy(asc(canvases.id)),
    employees: await db.select().from(storeEmployees).orderBy(asc(storeEmployees.id)),
  };
}

describe('seedDatabase derived tables', () => {
  it("fills each product's lowest prices, sizes and cache tags, and leaves their triggers on", async () => {
    const handle = await createTestDatabase();
    const db = handle.db;
    try {
      await seedDatabase(db, { products: 30 });
      const variantRows = await db.select().from(variants);
      const priceRows = await db.select().from(variantPrices);
      const productOf = new Map(variantRows.map((v) => [v.id, v.productId]));
      const lowest = new Map<string, number>();
      for (const price of priceRows) {
        const key = `${productOf.get(price.variantId)} ${price.currency}`;
        lowest.set(key, Math.min(lowest.get(key) ?? Infinity, price.currentMinor));
      }
      const stored = await db.select().from(productLowestPrices);
      expect(
        new Map(stored.map((row) => [`${row.productId} ${row.currency}`, row.currentMinor])),
      ).toEqual(lowest);
      const sizes = [...groupBy(variantRows, (v) => v.productId)].map(([productId, rows]) => [
        productId,
        [...new Set(rows.map((v) => v.size))].sort(),
      ]);
      const storedSizes = await db.select().from(productSizes);
      expect(new Map(storedSizes.map((row) => [row.productId, [...row.sizes].sort()]))).toEqual(
        new Map(sizes as [string, string[]][]),
      );
      const tags = new Set((await db.select().from(cacheTagChanges)).map((row) => row.tag));
      expect(tags.has('listings')).toBe(true);
      for (const productId of productOf.values())
        expect(tags.has(`product:${productId}`)).toBe(true);

      // A variant written after the seed still moves both tables.
      const [variant] = variantRows.filter((v) => v.productId === SEED_IDS.regularShoe);
      if (!variant) throw new Error('the regular shoe has no variants');
      await db.insert(variants).values({
        ...variant,
        id: `${variant.id}-X`,
        size: '99',
        upc: '000000000000',
        position: 99,
      });
      await db.insert(variantPrices).values({
        variantId: `${variant.id}-X`,
        currency: 'USD',
        originalMinor: 1,
        currentMinor: 1,
      });
      const [after] = await db
        .select()
        .from(productSizes)
        .where(eq(productSizes.productId, SEED_IDS.regularShoe));
      expect(after?.sizes).toContain('99');
      const usd = await db
        .select()
        .from(productLowestPrices)
        .where(eq(productLowestPrices.productId, SEED_IDS.regularShoe));
      expect(usd.find((row) => row.currency === 'USD')?.currentMinor).toBe(1);
    } finally {
      await handle.close();
    }
  });
});

describe('seedDatabase determinism', () => {
  it('writes identical rows for the same options', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await seedDatabase(first.db, { products: 40 });
      await seedDatabase(second.db, { products: 40 });
      const [a, b] = [await dump(first), await dump(second)];
      expect(a.products).toHaveLength(40);
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('replaces a previous seed, keeping basket lines whose variant still exists', async () => {
    const handle = await createTestDatabase();
    const db = handle.db;
    try {
      const first = await seedDatabase(db, { products: 30 });
      expect(first.replaced).toBe(false);
      const [basket] = await db
        .insert(baskets)
        .values({ ownerType: 'guest', ownerId: 'guest-1', currency: 'USD', locale: 'en-us' })
        .returning();
      const kept = await db
        .select()
        .from(variants)
        .where(eq(variants.productId, SEED_IDS.regularShoe))
        .limit(1);
      const doomed = await db
        .select()
        .from(variants)
        .where(eq(variants.productId, 'ST00000028'))
        .limit(1);
      await db.insert(basketItems).values(
        [...kept, ...doomed].map((variant) => ({
          basketId: basket?.id ?? '',
          variantId: variant.id,
          qty: 1,
        })),
      );

      const second = await seedDatabase(db, { products: 20 });
      expect(second).toMatchObject({ replaced: true, basketLinesDropped: 1 });
      expect(await db.$count(products)).toBe(20);
      const lines = await db.select().from(basketItems);
      expect(lines.map((line) => line.variantId)).toEqual([kept[0]?.id]);

      await expect(seedDatabase(db, { products: 3 })).rejects.toThrow(/products must be/);
      expect(await db.$count(products)).toBe(20);
    } finally {
      await handle.close();
    }
  });
});
