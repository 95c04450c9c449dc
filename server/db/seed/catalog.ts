import type {
  inventory,
  productColors,
  products,
  variantPrices,
  variants,
} from '@/server/db/schema';
import { CATEGORY_IDS, withAncestors, type CategoryKey } from './categories';
import { colorwaysFor } from './colorways';
import { COMING_SOON_DATES, NEW_ARRIVAL_DAYS, SEED_BASE_DATE, SEED_IDS } from './fixtures';
import type { ImageRegistry } from './image-jobs';
import { priceSet } from './pricing';
import {
  badges,
  eyebrows,
  modelMeasurements,
  modelName,
  productDescription,
  productDetails,
  productName,
} from './product-copy';
import { findLine, productLines, type Gender, type ProductLine } from './product-lines';
import { createRandom, type Random } from './random';
import { isLargeSize, sizesFor } from './sizes';
import { slugify } from './slug';
import type { Translated } from './translated';
import { seedUpc } from './upc';

/** Search text is derived when the row is written (catalog-writer). */
type ProductRow = Omit<typeof products.$inferSelect, 'searchText' | 'searchVector'>;
type ProductColorRow = typeof productColors.$inferSelect;
type VariantRow = typeof variants.$inferSelect;
type VariantPriceRow = typeof variantPrices.$inferSelect;
type InventoryRow = typeof inventory.$inferSelect;

/** One product with everything hanging off it. */
export interface ProductBundle {
  product: ProductRow;
  /** Where it is listed: its primary category first, then ancestors and other listings. */
  categoryIds: string[];
  colors: ProductColorRow[];
  variants: VariantRow[];
  prices: VariantPriceRow[];
  inventory: InventoryRow[];
  /** Sold in physical stores; digital, free and unreleased products are not. */
  inStores: boolean;
}

type Trait =
  | 'regular'
  | 'markedDown'
  | 'priceRange'
  | 'outOfStock'
  | 'partlyOutOfStock'
  | 'presale'
  | 'reservable'
  | 'comingSoon'
  | 'limited';

interface Plan {
  line: ProductLine;
  trait: Trait;
  colorCount?: number;
}

const fixturePlans = new Map<string, Plan>([
  [SEED_IDS.regularShoe, { line: findLine('men-running'), trait: 'regular', colorCount: 2 }],
  [SEED_IDS.regularApparel, { line: findLine('men-running-tee'), trait: 'regular' }],
  [SEED_IDS.markedDown, { line: findLine('women-running'), trait: 'markedDown' }],
  [SEED_IDS.priceRange, { line: findLine('men-basketball'), trait: 'priceRange' }],
  [SEED_IDS.outOfStock, { line: findLine('women-lifestyle'), trait: 'outOfStock' }],
  [
    SEED_IDS.partlyOutOfStock,
    { line: findLine('men-training'), trait: 'partlyOutOfStock', colorCount: 2 },
  ],
  [SEED_IDS.presale[0], { line: findLine('men-lifestyle'), trait: 'reservable' }],
  [SEED_IDS.presale[1], { line: findLine('women-running'), trait: 'presale' }],
  [SEED_IDS.presale[2], { line: findLine('kids-basketball'), trait: 'presale' }],
  [SEED_IDS.comingSoon[0], { line: findLine('men-trail'), trait: 'comingSoon' }],
  [SEED_IDS.comingSoon[1], { line: findLine('women-training'), trait: 'comingSoon' }],
  [SEED_IDS.comingSoon[2], { line: findLine('men-running-jacket'), trait: 'comingSoon' }],
  [SEED_IDS.limitedQuantity, { line: findLine('men-basketball'), trait: 'limited' }],
  [SEED_IDS.accessory, { line: findLine('cap'), trait: 'regular' }],
]);

const MARKDOWN_PERCENTS = [20, 25, 30, 35, 40];
/** 30% of products come in one colourway, 40% in two, 30% in three. */
const COLOR_COUNTS = [1, 1, 1, 2, 2, 2, 2, 3, 3, 3];
const DAY_MS = 86_400_000;

function generatedProductId(ordinal: number): string {
  return `ST${String(ordinal).padStart(8, '0')}`;
}

/** In whole dollars: multiples of 5, or of 1 for lines that never cost more than 30. */
function listPriceUsd({ priceUsd: [min, max] }: ProductLine, random: Random): number {
  const step = max <= 30 ? 1 : 5;
  return random.int(Math.ceil(min / step), Math.floor(max / step)) * step * 100;
}

function randomTrait(line: ProductLine, random: Random): Trait {
  const roll = random.next();
  if (roll < 0.02) return 'comingSoon';
  if (roll < 0.04) return random.chance(0.5) ? 'presale' : 'reservable';
  if (roll < 0.06) return 'outOfStock';
  if (roll < 0.08) return 'limited';
  if (roll < 0.13 && line.kind !== 'accessories') return 'priceRange';
  if (roll < 0.33) return 'markedDown';
  return 'regular';
}

/**
 * Fixtures first; then one product of every line, so each category has something to show;
 * then lines by weight.
 */
function planFor(id: string, ordinal: number, random: Random): Plan {
  const fixture = fixturePlans.get(id);
  if (fixture) return fixture;
  const line =
    productLines[ordinal - fixturePlans.size - 1] ?? random.weighted(productLines, (l) => l.weight);
  return { line, trait: randomTrait(line, random) };
}

/** Style ids: product family letter, gender letter, six digits (8 characters). */
function styleIdFor(line: ProductLine, ordinal: number): string {
  const family = { shoes: 'S', apparel: 'A', accessories: 'X', giftcard: 'G' }[line.kind];
  const gender = { men: 'M', women: 'W', kids: 'K', unisex: 'U' }[line.gender];
  return `${family}${gender}${String(ordinal).padStart(6, '0')}`;
}

const saleCategories: Record<Gender, CategoryKey[]> = {
  men: ['saleMen'],
  women: ['saleWomen'],
  kids: ['saleKids'],
  unisex: ['saleMen', 'saleWomen'],
};

function listings(primary: string, line: ProductLine, onSale: boolean, isNew: boolean): string[] {
  const keys: CategoryKey[] = [...line.alsoIn, ...(onSale ? saleCategories[line.gender] : [])];
  const ids = [primary, ...keys.map((key) => CATEGORY_IDS[key])].flatMap(withAncestors);
  if (isNew) ids.push(CATEGORY_IDS.newArrivals);
  return [...new Set(ids)];
}

function badgeFor(isNew: boolean, random: Random): Translated | null {
  if (isNew) return badges.new;
  return random.chance(0.2) ? random.pick(Object.values(badges)) : null;
}

function eyebrowFor(trait: Trait, isNew: boolean): Translated | null {
  if (trait === 'comingSoon') return eyebrows.comingSoon;
  if (trait === 'presale' || trait === 'reservable') return eyebrows.presale;
  if (trait === 'limited') return eyebrows.limited;
  return isNew ? eyebrows.justIn : null;
}

function onlineStock(trait: Trait, colorIndex: number, sizeIndex: number, random: Random): number {
  if (trait === 'outOfStock') return 0;
  if (trait === 'partlyOutOfStock' && colorIndex === 0 && sizeIndex % 2 === 1) return 0;
  return random.chance(0.1) ? 0 : random.int(1, 40);
}

/**
 * Builds catalogue product number `ordinal` (1-based). Each product draws from its own random
 * stream, so product 7 is the same whether the catalogue holds 40 or 100 000 products.
 */
export function generateProduct(ordinal: number, images: ImageRegistry): ProductBundle {
  const id = generatedProductId(ordinal);
  const random = createRandom('product', ordinal);
  const { line, trait, colorCount } = planFor(id, ordinal, random);
  const styleId = styleIdFor(line, ordinal);
  const model = modelName(random);
  const name = productName(line.gender, model, line.noun);
  const recent = trait === 'comingSoon' || trait === 'presale' || trait === 'reservable';
  const ageDays = recent ? random.int(0, 14) : random.int(0, 364);
  const createdAt = new Date(
    SEED_BASE_DATE.getTime() - ageDays * DAY_MS - random.int(0, 23) * 3_600_000,
  );
  const isNew = ageDays < NEW_ARRIVAL_DAYS;

  const palette = random.sample(
    colorwaysFor(line.colorFamily),
    colorCount ?? random.pick(COLOR_COUNTS),
  );
  const sizes = sizesFor(line.sizes, random);
  const baseUsdMinor = listPriceUsd(line, random);
  const percentOff = trait === 'markedDown' ? random.pick(MARKDOWN_PERCENTS) : null;
  const onlyLastColorOnSale =
    percentOff !== null && palette.length > 1 && id !== SEED_IDS.markedDown && random.chance(0.3);
  const largeSizeSurcharge = line.kind === 'shoes' ? 1000 : 500;

  const product: ProductRow = {
    id,
    styleId,
    slug: slugify(name.en),
    name,
    description: productDescription(line.silhouette, model, random),
    kind: line.kind,
    productType: line.productType,
    gender: line.gender,
    activity: line.activity,
    badge: badgeFor(isNew && !percentOff, random),
    eyebrow: eyebrowFor(trait, isNew),
    primaryCategoryId: CATEGORY_IDS[line.primary],
    isDigital: false,
    isReservable: trait === 'reservable',
    isGiftWithPurchase: false,
    isPresale: trait === 'presale' || trait === 'reservable',
    targetPublishDate: trait === 'comingSoon' ? random.pick(COMING_SOON_DATES) : null,
    notifyMe: true,
    maxQty: trait === 'limited' ? 2 : 999999,
    details: productDetails(line.silhouette, styleId, random),
    modelMeasurements:
      line.kind === 'apparel' && line.gender !== 'kids' && line.gender !== 'unisex'
        ? modelMeasurements(line.gender, random)
        : null,
    isOnline: true,
    createdAt,
  };

  const bundle: ProductBundle = {
    product,
    categoryIds: listings(product.primaryCategoryId, line, percentOff !== null, isNew),
    colors: [],
    variants: [],
    prices: [],
    inventory: [],
    inStores: trait !== 'comingSoon',
  };
  palette.forEach((colorway, colorIndex) => {
    bundle.colors.push({
      productId: id,
      code: colorway.code,
      label: colorway.label,
      swatchHex: colorway.primary,
      images: images.productImages(line.silhouette, colorway),
      position: colorIndex,
    });
    const colorOnSale = onlyLastColorOnSale ? colorIndex === palette.length - 1 : true;
    sizes.forEach((size, sizeIndex) => {
      const position = bundle.variants.length;
      const variantId = `${id}-${colorway.code}-${size}`;
      bundle.variants.push({
        id: variantId,
        productId: id,
        colorCode: colorway.code,
        size,
        upc: seedUpc('08', ordinal, position),
        position,
      });
      const surcharge =
        trait === 'priceRange' && isLargeSize(line.sizes, size) ? largeSizeSurcharge : 0;
      for (const price of priceSet(baseUsdMinor + surcharge, colorOnSale ? percentOff : null)) {
        bundle.prices.push({ variantId, ...price });
      }
      bundle.inventory.push({
        variantId,
        quantity: onlineStock(trait, colorIndex, sizeIndex, random),
        reserved: 0,
      });
    });
  });
  return bundle;
}
