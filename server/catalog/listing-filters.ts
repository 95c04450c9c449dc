import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FacetId, ListingFilters } from '@/lib/contracts/listing';
import type { Currency } from '@/lib/i18n/locales';
import {
  productCategories,
  productColors,
  productLowestPrices,
  productSizes,
  products,
} from '../db/schema';

/** The `product_lowest_prices` row of the product in the currency: a join or lookup condition. */
export function isLowestPriceOf(currency: Currency): SQL {
  return and(
    eq(productLowestPrices.productId, products.id),
    eq(productLowestPrices.currency, currency),
  )!;
}

/** A product's lowest current price in the currency, in minor units (null when unpriced). */
export function lowestPriceSql(currency: Currency): SQL<number | null> {
  return sql<number | null>`(
    select ${productLowestPrices.currentMinor} from ${productLowestPrices}
    where ${isLowestPriceOf(currency)})`;
}

/** Products listed in the category (directly or through a descendant: listings include ancestors). */
export function inCategory(categoryId: string): SQL {
  return inArray(
    products.id,
    sql`(select ${productCategories.productId} from ${productCategories} where ${productCategories.categoryId} = ${categoryId})`,
  );
}

/**
 * The active filters as conditions on `products`, leaving out one facet's own filter: a
 * facet counts what its values would give with every other filter applied (so choosing a
 * second size never empties the size list).
 */
export function filterConditions(
  filters: ListingFilters,
  currency: Currency,
  except?: FacetId,
): SQL[] {
  const conditions: SQL[] = [];
  const active = (id: FacetId, values: string[] | undefined): values is string[] =>
    id !== except && values !== undefined && values.length > 0;

  if (active('category', filters.category)) {
    conditions.push(
      inArray(
        products.id,
        sql`(select ${productCategories.productId} from ${productCategories} where ${inArray(productCategories.categoryId, filters.category)})`,
      ),
    );
  }
  if (active('gender', filters.gender)) conditions.push(inArray(products.gender, filters.gender));
  if (active('activity', filters.activity)) {
    conditions.push(inArray(products.activity, filters.activity));
  }
  if (active('size', filters.size)) {
    // One row of distinct sizes per product, where variants repeat each size per colour.
    const sizes = sql.join(
      filters.size.map((size) => sql`${size}`),
      sql`, `,
    );
    conditions.push(
      sql`exists (select 1 from ${productSizes} where ${productSizes.productId} = ${products.id} and ${productSizes.sizes} && array[${sizes}]::text[])`,
    );
  }
  if (active('color', filters.color)) {
    conditions.push(
      sql`exists (select 1 from ${productColors} where ${productColors.productId} = ${products.id} and ${inArray(productColors.code, filters.color)})`,
    );
  }
  const price = except === 'price' ? undefined : filters.price;
  if (price && (price.min !== undefined || price.max !== undefined)) {
    // Half-open ranges, [min, max), so neighbouring price buckets never count a product twice;
    // both bounds on one lookup of the product's price.
    const bounds = [
      price.min === undefined ? undefined : gte(productLowestPrices.currentMinor, price.min * 100),
      price.max === undefined ? undefined : lt(productLowestPrices.currentMinor, price.max * 100),
    ];
    conditions.push(
      sql`exists (select 1 from ${productLowestPrices} where ${allOf([isLowestPriceOf(currency), ...bounds])})`,
    );
  }
  return conditions;
}

export function onlineProducts(): SQL {
  return eq(products.isOnline, true);
}

export function allOf(conditions: (SQL | undefined)[]): SQL {
  return and(...conditions) ?? sql`true`;
}
