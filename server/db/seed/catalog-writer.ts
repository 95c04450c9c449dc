import { buildSearchText } from '@/server/catalog/search-text';
import type { Database } from '@/server/db/client';
import {
  inventory,
  productCategories,
  productColors,
  products,
  storeInventory,
  variantPrices,
  variants,
} from '@/server/db/schema';
import { generateProduct, type ProductBundle } from './catalog';
import type { ImageRegistry } from './image-jobs';
import { insertRows } from './insert-rows';
import { giftCard, giftWithPurchase } from './special-products';
import { STORE_STOCKED_PRODUCTS, storeStockRows } from './store-stock';

/** Products generated before their rows are written, keeping memory flat for huge catalogues. */
const CHUNK_PRODUCTS = 500;
const PROGRESS_EVERY = 10_000;

export interface CatalogueCounts {
  products: number;
  productCategories: number;
  productColors: number;
  variants: number;
  variantPrices: number;
  inventory: number;
  storeInventory: number;
}

interface Chunk {
  products: (typeof products.$inferInsert)[];
  productCategories: (typeof productCategories.$inferSelect)[];
  productColors: (typeof productColors.$inferSelect)[];
  variants: (typeof variants.$inferSelect)[];
  variantPrices: (typeof variantPrices.$inferSelect)[];
  inventory: (typeof inventory.$inferSelect)[];
  storeInventory: (typeof storeInventory.$inferSelect)[];
}

function emptyChunk(): Chunk {
  return {
    products: [],
    productCategories: [],
    productColors: [],
    variants: [],
    variantPrices: [],
    inventory: [],
    storeInventory: [],
  };
}

/** The gift card and free gift first, then generated products numbered from 1. */
function* catalogue(
  size: number,
  images: ImageRegistry,
): Generator<{ bundle: ProductBundle; ordinal: number | null }> {
  const specials = [giftCard(images), giftWithPurchase(images)];
  for (const bundle of specials) yield { bundle, ordinal: null };
  for (let ordinal = 1; ordinal <= size - specials.length; ordinal += 1) {
    yield { bundle: generateProduct(ordinal, images), ordinal };
  }
}

/** Writes in foreign-key order so every row's parent is already there. */
async function flush(db: Database, chunk: Chunk): Promise<void> {
  await insertRows(db, products, chunk.products);
  await insertRows(db, productCategories, chunk.productCategories);
  await insertRows(db, productColors, chunk.productColors);
  await insertRows(db, variants, chunk.variants);
  await insertRows(db, variantPrices, chunk.variantPrices);
  await insertRows(db, inventory, chunk.inventory);
  await insertRows(db, storeInventory, chunk.storeInventory);
}

/** Generates and inserts a catalogue of `size` products; categories and stores must exist. */
export async function writeCatalogue(
  db: Database,
  size: number,
  images: ImageRegistry,
  log: (line: string) => void,
): Promise<CatalogueCounts> {
  const counts: CatalogueCounts = {
    products: 0,
    productCategories: 0,
    productColors: 0,
    variants: 0,
    variantPrices: 0,
    inventory: 0,
    storeInventory: 0,
  };
  const nextPosition = new Map<string, number>();
  let chunk = emptyChunk();
  const write = async () => {
    await flush(db, chunk);
    for (const key of Object.keys(counts) as (keyof CatalogueCounts)[])
      counts[key] += chunk[key].length;
    chunk = emptyChunk();
  };

  for (const { bundle, ordinal } of catalogue(size, images)) {
    chunk.products.push({
      ...bundle.product,
      searchText: buildSearchText(
        bundle.product,
        bundle.colors.map((color) => color.label),
      ),
    });
    for (const categoryId of bundle.categoryIds) {
      const position = nextPosition.get(categoryId) ?? 0;
      nextPosition.set(categoryId, position + 1);
      chunk.productCategories.push({ productId: bundle.product.id, categoryId, position });
    }
    chunk.productColors.push(...bundle.colors);
    chunk.variants.push(...bundle.variants);
    chunk.variantPrices.push(...bundle.prices);
    chunk.inventory.push(...bundle.inventory);
    if (ordinal !== null && ordinal <= STORE_STOCKED_PRODUCTS)
      chunk.storeInventory.push(...storeStockRows(bundle));

    if (chunk.products.length >= CHUNK_PRODUCTS) await write();
    const written = counts.products + chunk.products.length;
    if (written % PROGRESS_EVERY === 0) log(`  ${written.toLocaleString('en-US')} products…`);
  }
  await write();
  return counts;
}
