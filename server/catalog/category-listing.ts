import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productColors, products, variantPrices, variants } from '../db/schema';
import type { CatalogQuery, CatalogResponse, ProductTile } from '@/lib/contracts/products';
import { settingsFor, type Currency, type Locale } from '@/lib/i18n/locales';
import { groupBy } from '@/lib/collections';
import { categoryPath, productPath } from '@/lib/routes';
import { categoryTrail, findCategory, visibleChildren } from './categories';
import { countCategoryFacets } from './category-facets';
import { categoryPageIds } from './category-page';
import { localize, localizeOptional } from './localize';
import { toPriceRange } from './prices';

export async function listCategoryProducts(
  db: Database,
  query: CatalogQuery,
  locale: Locale,
): Promise<CatalogResponse | null> {
  const category = await findCategory(db, query.categoryId);
  if (!category || !category.isVisible) return null;
  const { currency } = settingsFor(locale);

  const [pageIds, { facets, total }, children, breadcrumbs] = await Promise.all([
    categoryPageIds(db, { categoryId: category.id, query, currency }),
    countCategoryFacets(db, { categoryId: category.id, filters: query, locale }),
    visibleChildren(db, category.id),
    categoryTrail(db, category, locale),
  ]);
  const tiles = await getProductTiles(db, pageIds, locale, currency);

  return {
    category: {
      id: category.id,
      name: localize(category.name, locale),
      slug: category.slug,
      url: categoryPath(locale, category.slug, category.id),
      children: children.map((child) => ({
        id: child.id,
        name: localize(child.name, locale),
        url: categoryPath(locale, child.slug, child.id),
      })),
    },
    breadcrumbs,
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    products: tiles,
    facets,
  };
}

/** Product cards in the order of `ids`. */
export async function getProductTiles(
  db: Database,
  ids: string[],
  locale: Locale,
  currency: Currency,
): Promise<ProductTile[]> {
  if (ids.length === 0) return [];
  const [productRows, colorRows, priceRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        badge: products.badge,
        eyebrow: products.eyebrow,
      })
      .from(products)
      .where(inArray(products.id, ids)),
    db
      .select()
      .from(productColors)
      .where(inArray(productColors.productId, ids))
      .orderBy(asc(productColors.position)),
    db
      .select({
        productId: variants.productId,
        lowOriginal: sql<number>`min(${variantPrices.originalMinor})::int`,
        highOriginal: sql<number>`max(${variantPrices.originalMinor})::int`,
        lowCurrent: sql<number>`min(${variantPrices.currentMinor})::int`,
        highCurrent: sql<number>`max(${variantPrices.currentMinor})::int`,
      })
      .from(variants)
      .innerJoin(
        variantPrices,
        and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, currency)),
      )
      .where(inArray(variants.productId, ids))
      .groupBy(variants.productId),
  ]);
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const priceById = new Map(priceRows.map((row) => [row.productId, row]));
  const colorsById = groupBy(colorRows, (row) => row.productId);

  return ids.flatMap((id) => {
    const product = productById.get(id);
    if (!product) return [];
    const name = localize(product.name, locale);
    const colors = colorsById.get(id) ?? [];
    const firstImage = colors[0]?.images[0];
    const price = priceById.get(id);
    return [
      {
        id,
        name,
        url: productPath(locale, product.slug, id),
        image: firstImage ? { url: firstImage, alt: name } : null,
        currency,
        price: price ? toPriceRange(price) : null,
        badge: localizeOptional(product.badge, locale),
        eyebrow: localizeOptional(product.eyebrow, locale),
        colorCount: colors.length,
        swatches: colors.map((color) => ({
          value: color.code,
          label: localize(color.label, locale),
          swatch: color.swatchHex,
        })),
      },
    ];
  });
}
