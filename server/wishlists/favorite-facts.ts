import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FavoriteSize, SharedFavoriteItem } from '@/lib/contracts/wishlists';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { sizeLabel } from '@/lib/product/shoe-sizes';
import { productPath } from '@/lib/routes';
import type { Database } from '../db/client';
import { inventory, productColors, products, variantPrices, variants } from '../db/schema';
import { localize } from '../catalog/localize';
import { rangeOf, toPriceRange } from '../catalog/prices';
import { offeredProduct, sellableUnits } from '../catalog/sellable';

/** A favorite product as the catalogue knows it today, with its sizes in one colourway each. */
export interface FavoriteFacts {
  item: SharedFavoriteItem;
  /** Sizes of the colour the shopper chose, or of the first colour when no size was chosen. */
  sizesFor: (variantId: string | null) => { size: string | null; sizes: FavoriteSize[] };
}

type VariantRow = {
  id: string;
  productId: string;
  colorCode: string;
  size: string;
  priced: boolean;
  originalMinor: number | null;
  currentMinor: number | null;
  units: number;
};

/**
 * Name, image, price range and sizes of each product, in the storefront's language and
 * currency. Prices and stock come from the catalogue at read time, never from the list.
 * Products no longer in the catalogue are left out.
 */
export async function loadFavoriteFacts(
  db: Database,
  productIds: string[],
  locale: Locale,
  now: Date,
): Promise<Map<string, FavoriteFacts>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const { currency, sizeSystem } = settingsFor(locale);
  const [productRows, offeredRows, colorRows, variantRows] = await Promise.all([
    db.select().from(products).where(inArray(products.id, ids)),
    db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), offeredProduct(now))),
    db
      .select()
      .from(productColors)
      .where(inArray(productColors.productId, ids))
      .orderBy(asc(productColors.position)),
    db
      .select({
        id: variants.id,
        productId: variants.productId,
        colorCode: variants.colorCode,
        size: variants.size,
        originalMinor: variantPrices.originalMinor,
        currentMinor: variantPrices.currentMinor,
        units: sellableUnits,
      })
      .from(variants)
      .leftJoin(
        variantPrices,
        and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, currency)),
      )
      .leftJoin(inventory, eq(inventory.variantId, variants.id))
      .where(inArray(variants.productId, ids))
      .orderBy(asc(variants.position)),
  ]);
  const offered = new Set(offeredRows.map((row) => row.id));
  const facts = new Map<string, FavoriteFacts>();
  for (const product of productRows) {
    const colors = colorRows.filter((row) => row.productId === product.id);
    const productVariants: VariantRow[] = variantRows
      .filter((row) => row.productId === product.id)
      .map((row) => ({ ...row, priced: row.originalMinor !== null && row.currentMinor !== null }));
    const alwaysAvailable = product.isDigital || product.isReservable;
    const isOffered = offered.has(product.id);
    const available = (variant: VariantRow) =>
      isOffered && variant.priced && (alwaysAvailable || variant.units > 0);
    const name = localize(product.name, locale);
    const image = colors[0]?.images[0];
    const range = rangeOf(
      productVariants.flatMap((row) =>
        row.originalMinor !== null && row.currentMinor !== null
          ? [{ originalMinor: row.originalMinor, currentMinor: row.currentMinor }]
          : [],
      ),
    );
    facts.set(product.id, {
      item: {
        productId: product.id,
        name,
        url: productPath(locale, product.slug, product.id),
        image: image ? { url: image, alt: name } : null,
        currency,
        price: range ? toPriceRange(range) : null,
        purchasable: productVariants.some(available),
      },
      sizesFor: (variantId) => {
        const chosen = productVariants.find((row) => row.id === variantId);
        const colorCode = chosen?.colorCode ?? colors[0]?.code ?? productVariants[0]?.colorCode;
        const label = (row: VariantRow) => sizeLabel(product.productType, row.size, sizeSystem);
        return {
          size: chosen ? label(chosen) : null,
          sizes: productVariants
            .filter((row) => row.colorCode === colorCode)
            .map((row) => ({ variantId: row.id, size: label(row), available: available(row) })),
        };
      },
    });
  }
  return facts;
}
