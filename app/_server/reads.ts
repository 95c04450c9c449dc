import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags } from '@/lib/cache-tags';
import { listingParams, listingQuery, type ListingState } from '@/lib/catalog/listing-state';
import { pageCanvasSchema, type FixedPage } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { findCanvas } from '@/server/content/canvases';
import { getDatabase } from '@/server/db';
import { isCommerceApiError } from '@/services/api-error';
import { getServerCommerce } from './commerce';

/** Every shopper sees these alike, so they are cached and invalidated by tag. */
const REVALIDATE_SECONDS = 3600;

/** A cached read whose "not found" is a cached null rather than an error. */
function cachedRead<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T | null> {
  return unstable_cache(
    async () => {
      try {
        return await read();
      } catch (error) {
        if (isCommerceApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    key,
    { tags, revalidate: REVALIDATE_SECONDS },
  )();
}

export const getProduct = (locale: Locale, productId: string) =>
  cachedRead(['product', locale, productId], [cacheTags.product(productId)], () =>
    getServerCommerce(locale).products.getDetails(productId),
  );

/** Every filter combination is its own cache entry; all of them go with the listings' tag. */
export const getCategoryListing = (locale: Locale, categoryId: string, state: ListingState) =>
  cachedRead(
    ['category', locale, categoryId, listingParams(state).toString()],
    [cacheTags.listings],
    () => getServerCommerce(locale).products.getCatalog({ categoryId, ...listingQuery(state) }),
  );

/**
 * Not cached: each first page that finds something counts towards popular searches, and
 * queries are too varied for a cache to pay off.
 */
export const searchProducts = (locale: Locale, q: string, state: ListingState) =>
  getServerCommerce(locale).products.search({ q, ...listingQuery(state) });

export const getPopularSearches = (locale: Locale) =>
  getServerCommerce(locale)
    .products.autoSuggest('', 8)
    .then((reply) => reply.popularSearches);

export const getPageCanvas = (locale: Locale, page: string) =>
  cachedRead(['canvas', locale, 'page', page], [cacheTags.content], () =>
    getServerCommerce(locale).caas.getPage(locale, page),
  );

export const getCategoryCanvas = (locale: Locale, categoryId: string) =>
  cachedRead(['canvas', locale, 'category', categoryId], [cacheTags.content], () =>
    getServerCommerce(locale).caas.getCategory(locale, categoryId),
  );

export const getMenu = (locale: Locale) =>
  cachedRead(['canvas', locale, 'menu'], [cacheTags.content], () =>
    getServerCommerce(locale).caas.getMenu(locale),
  );

export const getFooter = (locale: Locale) =>
  cachedRead(['canvas', locale, 'footer'], [cacheTags.content], () =>
    getServerCommerce(locale).caas.getFooter(locale),
  );

/**
 * A fixed page's published canvas (spec 001 section 7). Reads the row until the content
 * service's fixed-page call lands; the signature is the one that call's read keeps.
 */
export const getFixedCanvas = (locale: Locale, page: FixedPage) =>
  cachedRead(
    ['canvas', locale, 'fixed', page],
    [cacheTags.canvas(locale, 'fixed', page)],
    async () => {
      const { db } = await getDatabase();
      const canvas = await findCanvas(db, {
        siteId: locale,
        type: 'fixed',
        key: page,
        mode: 'publish',
      });
      return canvas
        ? { ...pageCanvasSchema.parse(canvas.content), updatedAt: canvas.updatedAt }
        : null;
    },
  );
