import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags } from '@/lib/cache-tags';
import { listingParams, listingQuery, type ListingState } from '@/lib/catalog/listing-state';
import type { ArticleSearchParams } from '@/lib/contracts/articles';
import type { ChildPage } from '@/lib/contracts/canvas-response';
import type { CanvasType, FixedPage, PageCanvas } from '@/lib/contracts/content';
import { fragmentIdsOf, withFragments } from '@/lib/content/fragment-refs';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { isCommerceApiError } from '@/services/api-error';
import type { CaasClient, CanvasDocument, CanvasReadOptions } from '@/services/caas';
import { getServerCommerce } from './commerce';
import { contentView } from './content-view';

/** Every shopper sees these alike, so they are cached and invalidated by tag. */
const REVALIDATE_SECONDS = 3600;

/** A read whose "not found" is a null rather than an error. */
async function nullWhenMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isCommerceApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** A cached read whose "not found" is a cached null rather than an error. */
function cachedRead<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T | null> {
  return unstable_cache(() => nullWhenMissing(read), key, {
    tags,
    revalidate: REVALIDATE_SECONDS,
  })();
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

/**
 * Content as the render's view asks (contentView): what shoppers see, cached under the canvas's
 * own tag (`canvas:{site}:{type}:{key}`, moved by every publish or schedule of it); or an
 * editor's preview, read afresh with their grant and previewed time.
 */
async function readContent<T>(
  key: string[],
  tags: string[],
  read: (options: CanvasReadOptions) => Promise<T>,
): Promise<T | null> {
  const view = await contentView();
  if (view.mode === 'publish') {
    return cachedRead(['canvas', ...key], tags, () => read({ mode: 'publish' }));
  }
  const { previewToken, previewDateTime } = view;
  return nullWhenMissing(() =>
    read({ mode: 'preview', previewToken, ...(previewDateTime ? { previewDateTime } : {}) }),
  );
}

const readCanvas = <T>(
  locale: Locale,
  type: CanvasType,
  key: string,
  read: (caas: CaasClient, options: CanvasReadOptions) => Promise<T>,
) =>
  readContent([locale, type, key], [cacheTags.canvas(locale, type, key)], (options) =>
    read(getServerCommerce(locale).caas, options),
  );

/**
 * A fragment, by its global id. The site it is stored under is not known before the read, so
 * the read carries the fragment's tag for every site.
 */
export const getFragment = (fragmentId: string) =>
  readContent(
    ['*', 'fragment', fragmentId],
    locales.map((site) => cacheTags.canvas(site, 'fragment', fragmentId)),
    (options) => getServerCommerce(defaultLocale).caas.getFragment(fragmentId, options),
  );

/** A CMS page with the fragments it embeds in place; each fragment is read (and cached) once. */
async function withEmbeddedFragments<T extends PageCanvas>(page: T | null): Promise<T | null> {
  const ids = page ? fragmentIdsOf(page) : [];
  if (!page || !ids.length) return page;
  const fragments = await Promise.all(
    ids.map(async (id) => [id, (await getFragment(id))?.items ?? []] as const),
  );
  return withFragments(page, new Map(fragments));
}

export const getPageCanvas = async (
  locale: Locale,
  slug: string,
): Promise<CanvasDocument<PageCanvas> | null> =>
  withEmbeddedFragments(
    await readCanvas(locale, 'page', slug, (caas, options) => caas.getPage(locale, slug, options)),
  );

export const getFixedCanvas = async (
  locale: Locale,
  page: FixedPage,
): Promise<CanvasDocument<PageCanvas> | null> =>
  withEmbeddedFragments(
    await readCanvas(locale, 'fixed', page, (caas, options) =>
      caas.getFixed(locale, page, options),
    ),
  );

export const getCategoryCanvas = async (locale: Locale, categoryId: string) =>
  withEmbeddedFragments(
    await readCanvas(locale, 'category', categoryId, (caas, options) =>
      caas.getCategory(locale, categoryId, options),
    ),
  );

export const getProductCanvas = async (locale: Locale, productId: string) =>
  withEmbeddedFragments(
    await readCanvas(locale, 'product', productId, (caas, options) =>
      caas.getProduct(locale, productId, options),
    ),
  );

/** A search page's canvas by search type (`results`, `no-results`, `hub`). */
export const getSearchCanvas = async (locale: Locale, searchType: string) =>
  withEmbeddedFragments(
    await readCanvas(locale, 'search', searchType, (caas, options) =>
      caas.getSearch(locale, searchType, options),
    ),
  );

export const getPopups = (locale: Locale) =>
  readCanvas(locale, 'popups', 'main', (caas, options) => caas.getPopups(locale, options));

/** An event's canvas, keyed by its event id (docs/events.md). */
export const getEventCanvas = (locale: Locale, eventId: string) =>
  readCanvas(locale, 'event', eventId, (caas, options) => caas.getEvent(locale, eventId, options));

export const getMenu = (locale: Locale) =>
  readCanvas(locale, 'menu', 'main', (caas, options) => caas.getMenu(locale, options));

export const getFooter = (locale: Locale) =>
  readCanvas(locale, 'footer', 'main', (caas, options) => caas.getFooter(locale, options));

/**
 * The pages under a page, by title. Any page of the site may name it as parent, so the list
 * goes with every publish (the `content` tag).
 */
export const getChildren = async (locale: Locale, slug: string): Promise<ChildPage[]> =>
  (await readContent([locale, 'children', slug], [cacheTags.content], (options) =>
    getServerCommerce(locale).caas.getChildren(locale, slug, options),
  )) ?? [];

/** An article with the fragments its body embeds in place. */
export const getArticle = async (locale: Locale, slug: string) =>
  withEmbeddedFragments(
    await readCanvas(locale, 'article', slug, (caas, options) =>
      caas.getArticle(locale, slug, options),
    ),
  );

/**
 * A page of the article search. Any article's publish may change it, so it goes with every
 * publish (the `content` tag).
 */
export const searchArticles = async (locale: Locale, params: ArticleSearchParams) =>
  readContent([locale, 'article-search', JSON.stringify(params)], [cacheTags.content], (options) =>
    getServerCommerce(locale).articles.search(locale, params, options),
  );
