import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags } from '@/lib/cache-tags';
import type { ProductDetails } from '@/lib/contracts/products';
import type { Locale } from '@/lib/i18n/locales';
import type { ProductJsonLdInput } from '@/lib/seo/json-ld';
import { getServerCommerce } from './commerce';

/** As fresh as the cached product page that carries it. */
const REVALIDATE_SECONDS = 3600;

/**
 * What search engines read besides the product itself: whether any size is in stock and the
 * rating summary. Cached with the product, so a page render costs no extra database trip.
 */
const getProductSignals = (locale: Locale, productId: string) =>
  unstable_cache(
    async () => {
      const commerce = getServerCommerce(locale);
      const [stock, reviews] = await Promise.all([
        commerce.products.getInventory(productId),
        commerce.reviews.list(productId, { pageSize: 1 }),
      ]);
      return {
        anyInStock: Object.values(stock.variants).some((v) => v.stockStatus === 'InStock'),
        rating: { value: reviews.summary.average, count: reviews.summary.count },
      };
    },
    ['product-signals', locale, productId],
    { tags: [cacheTags.product(productId)], revalidate: REVALIDATE_SECONDS },
  )();

/** The Product JSON-LD input (Offer or AggregateOffer, AggregateRating) for a product page. */
export async function productJsonLdInput(
  locale: Locale,
  product: ProductDetails,
  brand: string,
): Promise<ProductJsonLdInput> {
  const signals = await getProductSignals(locale, product.id);
  const colors = product.attributes.find((a) => a.type === 'color')?.options ?? [];
  return {
    id: product.id,
    name: product.name,
    url: product.url,
    description: product.description,
    images: colors.flatMap((color) => (color.images ?? []).slice(0, 1).map((image) => image.url)),
    brand,
    currency: product.currency,
    price: product.price
      ? { low: product.price.lowCurrent, high: product.price.highCurrent }
      : null,
    inStock: product.isDigital || product.isReservable || signals.anyInStock,
    rating: signals.rating,
  };
}
