import { and, asc, eq, inArray, or, sql, type Placeholder } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { defaultLocale, isLocale, settingsFor, type Locale } from '@/lib/i18n/locales';
import { sizeLabel } from '@/lib/product/shoe-sizes';
import type { Database } from '../db/client';
import { reusableQuery } from '../db/reusable-query';
import {
  basketItems,
  type BasketRow,
  inventory,
  productCategories,
  productColors,
  products,
  storeInventory,
  stores,
  variantPrices,
  variants,
} from '../db/schema';
import { localize } from '../catalog/localize';
import { variantColorway } from '../catalog/variant-colorway';
import type { LineFacts, StoreFacts } from './line-facts';

/** The storefront a basket was filled on; its prices, tax and shipping country follow it. */
export function basketLocale(basket: Pick<BasketRow, 'locale'>): Locale {
  return isLocale(basket.locale) ? basket.locale : defaultLocale;
}

/** What a variant brings to a line, without the line's own choices. */
export type VariantFacts = Omit<
  LineFacts,
  | 'id'
  | 'qty'
  | 'isBonus'
  | 'promotionId'
  | 'fulfilment'
  | 'storeId'
  | 'giftOption'
  | 'customAmountMinor'
  | 'recipeId'
  | 'precreatedCustomsCode'
>;

const variantColumns = {
  variantId: variants.id,
  productId: variants.productId,
  upc: variants.upc,
  colorCode: variants.colorCode,
  size: variants.size,
  productType: products.productType,
  slug: products.slug,
  name: products.name,
  kind: products.kind,
  isDigital: products.isDigital,
  isReservable: products.isReservable,
  isGiftWithPurchase: products.isGiftWithPurchase,
  isOnline: products.isOnline,
  targetPublishDate: products.targetPublishDate,
  productMaxQty: products.maxQty,
  colorLabel: productColors.label,
  images: productColors.images,
  originalMinor: variantPrices.originalMinor,
  currentMinor: variantPrices.currentMinor,
  quantity: inventory.quantity,
  reserved: inventory.reserved,
  // In the same query as the variant: promotions read every line's categories.
  categoryIds: sql<
    string[]
  >`array(select ${productCategories.categoryId} from ${productCategories} where ${productCategories.productId} = ${products.id})`,
};

/** The product, colourway, price in the basket's currency and stock beside a variant. */
function withVariantJoins<T extends PgSelect>(query: T, currency: string | Placeholder) {
  return query
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(productColors, variantColorway)
    .leftJoin(
      variantPrices,
      and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, currency)),
    )
    .leftJoin(inventory, eq(inventory.variantId, variants.id));
}

function selectVariants(db: Database, currency: string | Placeholder) {
  return withVariantJoins(db.select(variantColumns).from(variants).$dynamic(), currency);
}

type VariantRow = Awaited<ReturnType<typeof selectVariants>>[number];

function toVariantFacts(row: VariantRow, locale: Locale, now: Date): VariantFacts {
  return {
    variantId: row.variantId,
    productId: row.productId,
    upc: row.upc,
    colorCode: row.colorCode,
    colorLabel: row.colorLabel ? localize(row.colorLabel, locale) : row.colorCode,
    size: sizeLabel(row.productType, row.size, settingsFor(locale).sizeSystem),
    slug: row.slug,
    name: localize(row.name, locale),
    image: row.images?.[0] ?? null,
    categoryIds: row.categoryIds,
    kind: row.kind,
    isDigital: row.isDigital,
    isReservable: row.isReservable,
    isGiftWithPurchase: row.isGiftWithPurchase,
    isSellable: row.isOnline && (row.targetPublishDate === null || row.targetPublishDate <= now),
    productMaxQty: row.productMaxQty,
    price:
      row.originalMinor === null || row.currentMinor === null
        ? null
        : { originalMinor: row.originalMinor, currentMinor: row.currentMinor },
    onlineStock: Math.max(0, (row.quantity ?? 0) - (row.reserved ?? 0)),
  };
}

const currencyValue = sql.placeholder('currency');

/** One query per way of naming the variant: by id, by UPC, or by either. */
const selectVariantBy = {
  id: reusableQuery((db) =>
    selectVariants(db, currencyValue)
      .where(eq(variants.id, sql.placeholder('productId')))
      .limit(1),
  ),
  upc: reusableQuery((db) =>
    selectVariants(db, currencyValue)
      .where(eq(variants.upc, sql.placeholder('upc')))
      .limit(1),
  ),
  either: reusableQuery((db) =>
    selectVariants(db, currencyValue)
      .where(
        or(eq(variants.id, sql.placeholder('productId')), eq(variants.upc, sql.placeholder('upc'))),
      )
      .limit(1),
  ),
};

/** A variant named by its id or its UPC, as the basket's currency and language see it. */
export async function loadVariantFacts(
  db: Database,
  { productId, upc }: { productId?: string; upc?: string },
  basket: Pick<BasketRow, 'currency' | 'locale'>,
  now: Date,
): Promise<VariantFacts | null> {
  if (!productId && !upc) return null;
  const select = productId
    ? upc
      ? selectVariantBy.either
      : selectVariantBy.id
    : selectVariantBy.upc;
  const [row] = await select(db, { currency: basket.currency, productId, upc });
  return row ? toVariantFacts(row, basketLocale(basket), now) : null;
}

/** Variants by id, as the basket's currency and language see them; unknown ids are left out. */
export async function loadVariantFactsByIds(
  db: Database,
  variantIds: string[],
  basket: Pick<BasketRow, 'currency' | 'locale'>,
  now: Date,
): Promise<Map<string, VariantFacts>> {
  if (variantIds.length === 0) return new Map();
  const rows = await selectVariants(db, basket.currency).where(
    inArray(variants.id, [...new Set(variantIds)]),
  );
  const locale = basketLocale(basket);
  return new Map(rows.map((row) => [row.variantId, toVariantFacts(row, locale, now)]));
}

const selectLineFacts = reusableQuery((db) =>
  withVariantJoins(
    db
      .select({ ...variantColumns, line: basketItems })
      .from(basketItems)
      .innerJoin(variants, eq(variants.id, basketItems.variantId))
      .$dynamic(),
    currencyValue,
  )
    .where(eq(basketItems.basketId, sql.placeholder('basketId')))
    .orderBy(asc(basketItems.isBonus), asc(basketItems.createdAt), asc(basketItems.id)),
);

/** Every line of the basket, oldest first and free gifts last, with its catalogue facts. */
export async function loadLineFacts(
  db: Database,
  basket: BasketRow,
  now: Date,
): Promise<LineFacts[]> {
  const rows = await selectLineFacts(db, { currency: basket.currency, basketId: basket.id });
  const locale = basketLocale(basket);
  return rows.map(({ line, ...row }) => ({
    ...toVariantFacts(row, locale, now),
    id: line.id,
    qty: line.qty,
    isBonus: line.isBonus,
    promotionId: line.promotionId,
    fulfilment: line.shippingMethod,
    storeId: line.storeId,
    giftOption: line.giftOption,
    customAmountMinor: line.customAmountMinor,
    recipeId: line.recipeId,
    precreatedCustomsCode: line.precreatedCustomsCode,
  }));
}

/** Stores by id with their stock of the given variants, keyed `storeId|variantId`. */
export async function loadStores(
  db: Database,
  storeIds: string[],
  variantIds: string[],
): Promise<{ store: (id: string | null, variantId: string) => StoreFacts | null }> {
  const ids = [...new Set(storeIds)];
  if (ids.length === 0) return { store: () => null };
  const storeRows = await db.select().from(stores).where(inArray(stores.id, ids));
  const stockRows =
    variantIds.length === 0
      ? []
      : await db
          .select()
          .from(storeInventory)
          .where(
            and(
              inArray(storeInventory.storeId, ids),
              inArray(storeInventory.variantId, variantIds),
            ),
          );
  const byId = new Map(storeRows.map((row) => [row.id, row]));
  const stock = new Map(stockRows.map((row) => [`${row.storeId}|${row.variantId}`, row.quantity]));
  return {
    store: (id, variantId) => {
      const row = id ? byId.get(id) : undefined;
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        offersPickup: row.offersPickup,
        offersShipToStore: row.offersShipToStore,
        isCollectionPoint: row.isCollectionPoint,
        stock: stock.get(`${row.id}|${variantId}`) ?? 0,
      };
    },
  };
}
