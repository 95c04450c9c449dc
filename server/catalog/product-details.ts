import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productColors, products, variantPrices, variants } from '../db/schema';
import type { ProductDetails } from '@/lib/contracts/products';
import { languageOf, settingsFor, type Locale } from '@/lib/i18n/locales';
import { toMajor } from '@/lib/format/money';
import { productPath } from '@/lib/routes';
import { categoryTrail, findCategory } from './categories';
import { localize, localizeOptional } from './localize';
import { rangeOf, toPriceRange } from './prices';
import { sortSizes } from './sizes';

export async function getProductDetails(
  db: Database,
  productId: string,
  locale: Locale,
  now = new Date(),
): Promise<ProductDetails | null> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isOnline, true)))
    .limit(1);
  if (!product) return null;

  const { currency } = settingsFor(locale);
  const [colors, variantRows] = await Promise.all([
    db
      .select()
      .from(productColors)
      .where(eq(productColors.productId, productId))
      .orderBy(asc(productColors.position)),
    db
      .select()
      .from(variants)
      .where(eq(variants.productId, productId))
      .orderBy(asc(variants.position)),
  ]);
  const priceRows = variantRows.length
    ? await db
        .select()
        .from(variantPrices)
        .where(
          and(
            inArray(
              variantPrices.variantId,
              variantRows.map((v) => v.id),
            ),
            eq(variantPrices.currency, currency),
          ),
        )
    : [];
  const priceByVariant = new Map(priceRows.map((row) => [row.variantId, row]));
  const category = await findCategory(db, product.primaryCategoryId);
  const breadcrumbs = category ? await categoryTrail(db, category, locale) : [];
  const range = rangeOf(priceRows);
  const name = localize(product.name, locale);
  const comingSoon =
    product.targetPublishDate && product.targetPublishDate > now ? product.targetPublishDate : null;

  return {
    id: product.id,
    styleId: product.styleId,
    name,
    slug: product.slug,
    url: productPath(locale, product.slug, product.id),
    description: localize(product.description, locale),
    currency,
    price: range ? toPriceRange(range) : null,
    badge: localizeOptional(product.badge, locale),
    eyebrow: localizeOptional(product.eyebrow, locale),
    productType: product.productType,
    kind: product.kind,
    isDigital: product.isDigital,
    isReservable: product.isReservable,
    isGiftWithPurchase: product.isGiftWithPurchase,
    presale: product.isPresale,
    targetPublishDate: comingSoon ? comingSoon.toISOString() : null,
    maxQty: product.maxQty,
    details: product.details[languageOf(locale)] ?? product.details.en,
    modelMeasurements: localizeOptional(product.modelMeasurements, locale),
    attributes: [
      {
        type: 'color',
        label: 'color',
        options: colors.map((color) => ({
          value: color.code,
          label: localize(color.label, locale),
          swatch: color.swatchHex,
          images: color.images.map((url, index) => ({
            url,
            alt: `${name}, ${localize(color.label, locale)}, ${index + 1}`,
          })),
        })),
      },
      {
        type: 'size',
        label: 'size',
        options: sortSizes([...new Set(variantRows.map((v) => v.size))]).map((size) => ({
          value: size,
          label: size,
        })),
      },
    ],
    variants: variantRows.map((variant) => {
      const price = priceByVariant.get(variant.id);
      return {
        id: variant.id,
        upc: variant.upc,
        attributes: { color: variant.colorCode, size: variant.size },
        price: price
          ? { original: toMajor(price.originalMinor), current: toMajor(price.currentMinor) }
          : null,
        notifyMe: product.notifyMe,
      };
    }),
    breadcrumbs,
  };
}
