import { and, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Facet, FacetValue, ListFacetId, ListingFilters } from '@/lib/contracts/listing';
import { languageOf, settingsFor, type Currency, type Locale } from '@/lib/i18n/locales';
import { sizeLabel, type SizeSystem } from '@/lib/product/shoe-sizes';
import { compareSizes } from '@/lib/catalog/sizes';
import type { Database } from '../db/client';
import {
  productCategories,
  productColors,
  productLowestPrices,
  productSizes,
  products,
} from '../db/schema';
import type { CategoryRow } from './categories';
import { allOf, filterConditions, isLowestPriceOf } from './listing-filters';
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
   * Narrows each facet's products further, to a search's first candidates: the ids of those
   * passing `where`. `key` names the filter set (`all`, or the facet whose own filter is left
   * out), for memoizing.
   */
  narrow?: (where: SQL, key: string) => Promise<string[]>;
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

/** The facets counted in one pass, as each row of the pass names them. */
const COUNTED_FACETS = ['category', 'gender', 'activity', 'size', 'color', 'price'] as const;
type CountedFacet = (typeof COUNTED_FACETS)[number];

/** The price bucket a lowest price (minor units) falls in, as the bucket's index. */
function priceBucketSql(lowestPrice: AnyColumn): SQL<string | null> {
  const cases = PRICE_BUCKETS.map(
    ([, max], index) =>
      sql`when ${lowestPrice} < ${max === undefined ? sql`'infinity'::float8` : sql`${max * 100}`} then '${sql.raw(String(index))}'`,
  );
  return sql<string | null>`case when ${lowestPrice} < 0 then null ${sql.join(cases, sql` `)} end`;
}

export interface CountedFacets {
  facets: Facet[];
  /** The listing's products passing every filter: the page's total, counted in the same pass. */
  total: number;
}

/**
 * Facet counts for a listing: each facet counts the products its values would give with every
 * other facet's filters applied. Facets with nothing to choose from are left out.
 *
 * One statement: the listing's products are read once (with whether each passes every facet's
 * filter set), and each facet counts its values over the ones passing its set, instead of
 * every facet reading the wide products table again. The products passing every filter are
 * counted there too, instead of a count over the whole listing of its own.
 */
export async function computeFacets(db: Database, input: FacetScope): Promise<CountedFacets> {
  const { scope, filters, currency, locale } = input;
  // Facets without an active filter of their own share one filter set ('all'), which the
  // total counts: one narrowing, and one flag per product.
  const keyOf = (facet: CountedFacet) => (hasFilter(filters, facet) ? facet : 'all');
  const keys = [...new Set(['all' as const, ...COUNTED_FACETS.map(keyOf)])];
  const filterSet = (key: CountedFacet | 'all') =>
    filterConditions(filters, currency, key === 'all' ? undefined : key);
  const flag = (key: string) => `in_${key}`;
  const listedColumns = {
    id: products.id,
    gender: products.gender,
    activity: products.activity,
    productType: sql<string>`${products.productType}`.as('product_type'),
    priceBucket: priceBucketSql(productLowestPrices.currentMinor).as('price_bucket'),
  };
  // A join, not lowestPriceSql: one lookup per product.
  const lowestPrice = isLowestPriceOf(currency);
  const withFlags = (flagOf: (key: (typeof keys)[number]) => SQL<boolean>) => ({
    ...listedColumns,
    ...Object.fromEntries(keys.map((key) => [flag(key), flagOf(key).as(flag(key))])),
  });
  let listed;
  if (input.narrow) {
    const narrow = input.narrow;
    const candidates = await Promise.all(
      keys.map((key) => narrow(allOf([scope, ...filterSet(key)]), key)),
    );
    const marks = sql.identifier('marks');
    listed = db.$with('listed').as(
      db
        .select(withFlags((key) => sql<boolean>`${marks}.${sql.identifier(flag(key))}`))
        .from(candidateMarks(keys.map(flag), candidates))
        .innerJoin(products, eq(products.id, sql`${marks}.id`))
        .leftJoin(productLowestPrices, lowestPrice),
    );
  } else {
    listed = db.$with('listed').as(
      db
        .select(withFlags((key) => sql<boolean>`coalesce(${allOf(filterSet(key))}, false)`))
        .from(products)
        .leftJoin(productLowestPrices, lowestPrice)
        .where(scope),
    );
  }
  const passes = (key: string) => sql`${sql.identifier('listed')}.${sql.identifier(flag(key))}`;
  const passesIn = (facet: CountedFacet) => passes(keyOf(facet));

  // One row per product and value in every facet's source (products, the keys of
  // product_categories and product_colors, each product's distinct sizes), so plain counts
  // are product counts.
  const productCount = sql<number>`count(*)::int`;
  const text = (value: SQL | undefined) => sql<string | null>`${value ?? sql`null`}::text`;
  const row = (
    facet: CountedFacet | 'total',
    value: SQL | SQL.Aliased | AnyColumn,
    extra: Partial<Record<'productType' | 'label' | 'swatch', SQL>> = {},
  ) => ({
    facet: sql<CountedFacet | 'total'>`${facet}::text`.as('facet'),
    value: sql<string>`${value}::text`.as('value'),
    productType: text(extra.productType).as('product_type'),
    label: text(extra.label).as('label'),
    swatch: text(extra.swatch).as('swatch'),
    count: productCount.as('count'),
  });
  // Each product's distinct sizes (a variant repeats its size per colour), counted per set of
  // sizes first: a listing holds a few distinct sets, so each set is unnested once instead
  // of every product's sizes (eight rows a product).
  const sizeSets = db
    .select({
      sizes: sql<string[]>`${productSizes.sizes}`.as('sizes'),
      productType: sql<string>`${listed.productType}`.as('set_product_type'),
      products: productCount.as('products'),
    })
    .from(listed)
    .innerJoin(productSizes, eq(productSizes.productId, listed.id))
    .where(passesIn('size'))
    .groupBy(productSizes.sizes, listed.productType)
    .as('size_sets');
  const size = sql<string>`${sql.identifier('size')}`;
  const language = languageOf(locale);
  const categoryIds = input.categoryOptions.map((category) => category.id);

  const counted = db
    .select(row('total', sql`null`))
    .from(listed)
    .where(passes('all'))
    .unionAll(
      db
        .select(row('gender', listed.gender))
        .from(listed)
        .where(and(passesIn('gender'), isNotNull(listed.gender)))
        .groupBy(listed.gender),
    )
    .unionAll(
      db
        .select(row('activity', listed.activity))
        .from(listed)
        .where(and(passesIn('activity'), isNotNull(listed.activity)))
        .groupBy(listed.activity),
    )
    .unionAll(
      db
        .select(row('price', listed.priceBucket))
        .from(listed)
        .where(and(passesIn('price'), isNotNull(listed.priceBucket)))
        .groupBy(listed.priceBucket),
    )
    .unionAll(
      db
        .select({
          ...row('size', size, { productType: sql`${sizeSets.productType}` }),
          count: sql<number>`sum(${sizeSets.products})::int`.as('count'),
        })
        .from(sizeSets)
        .crossJoinLateral(sql`unnest(${sizeSets.sizes}) as ${size}`)
        .groupBy(size, sizeSets.productType),
    )
    .unionAll(
      db
        .select(
          row('color', productColors.code, {
            label: sql`min(coalesce(${productColors.label}->>${language}, ${productColors.label}->>'en'))`,
            swatch: sql`min(${productColors.swatchHex})`,
          }),
        )
        .from(listed)
        .innerJoin(productColors, eq(productColors.productId, listed.id))
        .where(passesIn('color'))
        .groupBy(productColors.code),
    )
    .unionAll(
      db
        .select(row('category', productCategories.categoryId))
        .from(listed)
        .innerJoin(productCategories, eq(productCategories.productId, listed.id))
        .where(
          and(
            passesIn('category'),
            categoryIds.length === 0
              ? sql`false`
              : inArray(productCategories.categoryId, categoryIds),
          ),
        )
        .groupBy(productCategories.categoryId),
    )
    .as('counted');
  // The union as a subquery, so that `listed` is defined once for all its parts.
  const rows = await db.with(listed).select().from(counted);
  const rowsOf = (facet: CountedFacet | 'total') =>
    rows
      .filter((counted) => counted.facet === facet)
      .map((counted) => ({
        value: counted.value,
        count: counted.count,
        productType: counted.productType ?? '',
        ...(counted.label === null ? {} : { label: counted.label }),
        ...(counted.swatch === null ? {} : { swatch: counted.swatch }),
      }))
      .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  const categoryRows = rowsOf('category');
  const genderRows = rowsOf('gender');
  const activityRows = rowsOf('activity');
  const sizeRows = rowsOf('size');
  const colorRows = rowsOf('color');
  const priceCounts = new Map(rowsOf('price').map((counted) => [counted.value, counted.count]));

  const countByCategory = new Map(categoryRows.map((row) => [row.value, row.count]));
  const categoryValues: Counted[] = input.categoryOptions.flatMap((category) => {
    const count = countByCategory.get(category.id) ?? 0;
    return count > 0 ? [{ value: category.id, label: localize(category.name, locale), count }] : [];
  });
  const selectedPrice = filters.price ? priceValue(filters.price.min, filters.price.max) : null;
  const priceValues: FacetValue[] = PRICE_BUCKETS.map(([min, max], index) => ({
    value: priceValue(min, max),
    label: priceValue(min, max),
    count: priceCounts.get(String(index)) ?? 0,
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
  return {
    // A facet whose only value every product shares narrows nothing, unless it is in use.
    facets: facets.filter(
      (facet) => facet.values.length > 1 || facet.values.some((value) => value.selected),
    ),
    total: rowsOf('total')[0]?.count ?? 0,
  };
}

/**
 * Which filter sets each candidate passes, as a table `marks` (id and one boolean column per
 * set): `candidates[i]` are the ids passing the set of `columns[i]`. Grouped from one list of
 * (id, set) pairs, so each product is looked up once and its marks cost a hash, not a search
 * through every list.
 */
function candidateMarks(columns: string[], candidates: string[][]): SQL {
  const ids = candidates.flat().join(',');
  const sets = candidates.flatMap((list, index) => list.map(() => String(index))).join(',');
  const marks = columns.map(
    (column, index) =>
      sql`bool_or(candidate.filter_set = ${String(index)}) as ${sql.identifier(column)}`,
  );
  return sql`(select candidate.id, ${sql.join(marks, sql`, `)}
    from unnest(string_to_array(${ids}, ','), string_to_array(${sets}, ','))
      as candidate(id, filter_set)
    group by candidate.id) as ${sql.identifier('marks')}`;
}

function hasFilter(filters: ListingFilters, id: ListFacetId | 'price'): boolean {
  return id === 'price' ? filters.price !== undefined : (filters[id]?.length ?? 0) > 0;
}

function priceValue(min: number | undefined, max: number | undefined): string {
  return `${min ?? ''}-${max ?? ''}`;
}
