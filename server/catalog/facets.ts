import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Facet, FacetValue, ListFacetId, ListingFilters } from '@/lib/contracts/listing';
import { languageOf, settingsFor, type Currency, type Locale } from '@/lib/i18n/locales';
import { sizeLabel, type SizeSystem } from '@/lib/product/shoe-sizes';
import { compareSizes } from '@/lib/catalog/sizes';
import type { Database } from '../db/client';
import {
  productCategories,
  productColors,
  productLowestPrices,
  products,
  variants,
} from '../db/schema';
import type { CategoryRow } from './categories';
import { allOf, filterConditions } from './listing-filters';
import { localize } from './localize';

/** Price buckets in the currency's major unit; the last is open-ended. */
export const PRICE_BUCKETS = [
  [0, 50],
  [50, 100],
  [100, 150],
  [150, 200],
  [200, undefined],
] as const;

export interface FacetScope {
  /** Which products the page is about (a category, a search), as a condition on products. */
  scope: SQL;
  filters: ListingFilters;
  locale: Locale;
  currency: Currency;
  /** The categories offered as the sub-category facet, in display order. */
  categoryOptions: CategoryRow[];
  /**
   * Narrows each facet's products further, e.g. to a search's first candidates. `key` names
   * the filter set (`all`, or the facet whose own filter is left out), for memoizing.
   */
  narrow?: (where: SQL, key: string) => Promise<SQL>;
}

type Counted = { value: string; count: number; label?: string; swatch?: string };

function toValues(rows: Counted[], selected: string[] | undefined): FacetValue[] {
  const chosen = new Set(selected ?? []);
  return rows.map((row) => ({
    value: row.value,
    label: row.label ?? row.value,
    count: row.count,
    selected: chosen.has(row.value),
    ...(row.swatch ? { swatch: row.swatch } : {}),
  }));
}

/**
 * One value per size, labelled in the shopper's system when every product type it spans
 * converts it alike (a US 8 is EU 41 for men and EU 39 for women: such a value stays US).
 */
function sizeValues(
  rows: { value: string; productType: string; count: number }[],
  system: SizeSystem,
): Counted[] {
  const bySize = new Map<string, { count: number; labels: Set<string> }>();
  for (const row of rows) {
    const entry = bySize.get(row.value) ?? { count: 0, labels: new Set<string>() };
    // A product has one type, so the per-type counts add up to the size's products.
    entry.count += row.count;
    entry.labels.add(sizeLabel(row.productType, row.value, system));
    bySize.set(row.value, entry);
  }
  return [...bySize]
    .sort(([a], [b]) => compareSizes(a, b))
    .map(([value, { count, labels }]) => ({
      value,
      count,
      label: labels.size === 1 ? [...labels][0] : `US ${value}`,
    }));
}

/**
 * Facet counts for a listing: each facet counts the products its values would give with every
 * other facet's filters applied. Facets with nothing to choose from are left out.
 */
export async function computeFacets(db: Database, input: FacetScope): Promise<Facet[]> {
  const { scope, filters, currency, locale } = input;
  const narrow = input.narrow ?? ((condition: SQL) => Promise.resolve(condition));
  const conditions = new Map<string, Promise<SQL>>();
  // Facets without an active filter of their own share one condition (and one narrowing).
  const where = (except: ListFacetId | 'price'): Promise<SQL> => {
    const key = hasFilter(filters, except) ? except : 'all';
    let condition = conditions.get(key);
    if (!condition) {
      condition = narrow(allOf([scope, ...filterConditions(filters, currency, except)]), key);
      conditions.set(key, condition);
    }
    return condition;
  };
  // One row per product and value in every facet's source (products, the keys of
  // product_categories and product_colors, each product's distinct sizes), so plain counts
  // are product counts.
  const productCount = sql<number>`count(*)::int`;
  // A product repeats a size once per colour; distinct per product, read from the index.
  const productSizes = db
    .selectDistinct({ size: variants.size })
    .from(variants)
    .where(eq(variants.productId, products.id))
    .as('product_sizes');
  const lowestPrice = productLowestPrices.currentMinor;
  const language = languageOf(locale);
  const categoryIds = input.categoryOptions.map((category) => category.id);

  const [categoryRows, genderRows, activityRows, sizeRows, colorRows, priceRow] = await Promise.all(
    [
      categoryIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ value: productCategories.categoryId, count: productCount })
            .from(productCategories)
            .innerJoin(products, eq(products.id, productCategories.productId))
            .where(and(inArray(productCategories.categoryId, categoryIds), await where('category')))
            .groupBy(productCategories.categoryId),
      db
        .select({ value: sql<string>`${products.gender}`, count: productCount })
        .from(products)
        .where(and(isNotNull(products.gender), await where('gender')))
        .groupBy(products.gender)
        .orderBy(asc(products.gender)),
      db
        .select({ value: sql<string>`${products.activity}`, count: productCount })
        .from(products)
        .where(and(isNotNull(products.activity), await where('activity')))
        .groupBy(products.activity)
        .orderBy(asc(products.activity)),
      db
        .select({
          value: productSizes.size,
          productType: products.productType,
          count: productCount,
        })
        .from(products)
        .innerJoinLateral(productSizes, sql`true`)
        .where(await where('size'))
        .groupBy(productSizes.size, products.productType),
      db
        .select({
          value: productColors.code,
          count: productCount,
          label: sql<string>`min(coalesce(${productColors.label}->>${language}, ${productColors.label}->>'en'))`,
          swatch: sql<string>`min(${productColors.swatchHex})`,
        })
        .from(products)
        .innerJoin(productColors, eq(productColors.productId, products.id))
        .where(await where('color'))
        .groupBy(productColors.code)
        .orderBy(asc(productColors.code)),
      db
        .select(
          Object.fromEntries(
            PRICE_BUCKETS.map(([min, max], index) => [
              `b${index}`,
              sql<number>`(count(*) filter (where ${lowestPrice} >= ${min * 100}${
                max === undefined ? sql`` : sql` and ${lowestPrice} < ${max * 100}`
              }))::int`,
            ]),
          ),
        )
        .from(products)
        // A join, not lowestPriceSql: its subquery would be run once per bucket and product.
        .leftJoin(
          productLowestPrices,
          and(
            eq(productLowestPrices.productId, products.id),
            eq(productLowestPrices.currency, currency),
          ),
        )
        .where(await where('price')),
    ],
  );

  const countByCategory = new Map(categoryRows.map((row) => [row.value, row.count]));
  const categoryValues: Counted[] = input.categoryOptions.flatMap((category) => {
    const count = countByCategory.get(category.id) ?? 0;
    return count > 0 ? [{ value: category.id, label: localize(category.name, locale), count }] : [];
  });
  const selectedPrice = filters.price ? priceValue(filters.price.min, filters.price.max) : null;
  const priceValues: FacetValue[] = PRICE_BUCKETS.map(([min, max], index) => ({
    value: priceValue(min, max),
    label: priceValue(min, max),
    count: Number((priceRow[0] as Record<string, number> | undefined)?.[`b${index}`] ?? 0),
    selected: selectedPrice === priceValue(min, max),
  })).filter((value) => value.count > 0 || value.selected);

  const facets: Facet[] = [
    { id: 'category', values: toValues(categoryValues, filters.category) },
    { id: 'gender', values: toValues(genderRows, filters.gender) },
    { id: 'activity', values: toValues(activityRows, filters.activity) },
    {
      id: 'size',
      values: toValues(sizeValues(sizeRows, settingsFor(locale).sizeSystem), filters.size),
    },
    { id: 'color', values: toValues(colorRows, filters.color) },
    { id: 'price', values: priceValues },
  ];
  // A facet whose only value every product shares narrows nothing, unless it is in use.
  return facets.filter(
    (facet) => facet.values.length > 1 || facet.values.some((value) => value.selected),
  );
}

function hasFilter(filters: ListingFilters, id: ListFacetId | 'price'): boolean {
  return id === 'price' ? filters.price !== undefined : (filters[id]?.length ?? 0) > 0;
}

function priceValue(min: number | undefined, max: number | undefined): string {
  return `${min ?? ''}-${max ?? ''}`;
}
