import 'server-only';
import { categoryPath, productPath, storePath, storesPath } from '@/lib/routes';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hreflangAlternates, absoluteUrl } from '@/lib/seo/urls';
import { SITEMAP_URL_LIMIT, type SitemapEntry } from '@/lib/seo/sitemap-xml';
import type { Database } from '@/server/db/client';
import { getDatabase } from '@/server/db';
import {
  countSitemapProducts,
  listSitemapCategories,
  listSitemapProducts,
} from '@/server/catalog/sitemap';
import { sitemapContentPages } from '@/server/content/sitemap-pages';
import { listBrandStoreIds } from '@/server/stores/store-details';
import { getPublicBaseUrl } from './seo';

/** Products per sitemap file: each is listed once per locale, within the URL limit. */
export const PRODUCTS_PER_SITEMAP = Math.floor(SITEMAP_URL_LIMIT / locales.length / 1000) * 1000;

/**
 * Sitemap 0 holds the home, category, store and content pages; 1 and up hold products, a page
 * each.
 */
export async function sitemapCount(): Promise<number> {
  const { db } = await getDatabase();
  return 1 + Math.ceil((await countSitemapProducts(db)) / PRODUCTS_PER_SITEMAP);
}

function everyLocale(pathOf: (locale: (typeof locales)[number]) => string, lastModified?: Date) {
  const baseUrl = getPublicBaseUrl();
  const alternates = hreflangAlternates(baseUrl, pathOf);
  return locales.map((locale): SitemapEntry => ({
    url: absoluteUrl(baseUrl, pathOf(locale)),
    lastModified,
    alternates,
  }));
}

/**
 * Content pages, each in the sites that publish it, linked to its versions in the others (a
 * page only Germany has, such as the Impressum, has no alternates elsewhere).
 */
async function contentEntries(db: Database): Promise<SitemapEntry[]> {
  const now = new Date();
  const bySite = await Promise.all(
    locales.map(async (locale) => ({ locale, pages: await sitemapContentPages(db, locale, now) })),
  );
  const pathsById = new Map<string, Map<Locale, string>>();
  for (const { locale, pages } of bySite) {
    for (const page of pages) {
      pathsById.set(page.id, (pathsById.get(page.id) ?? new Map()).set(locale, page.path));
    }
  }
  const baseUrl = getPublicBaseUrl();
  return bySite.flatMap(({ pages }) =>
    pages.map((page) => {
      const paths = pathsById.get(page.id);
      return {
        url: absoluteUrl(baseUrl, page.path),
        lastModified: page.lastModified,
        alternates: hreflangAlternates(baseUrl, (other) => paths?.get(other) ?? null),
      };
    }),
  );
}

export async function sitemapEntries(index: number): Promise<SitemapEntry[] | null> {
  const { db } = await getDatabase();
  if (index === 0) {
    const [rows, storeIds, content] = await Promise.all([
      listSitemapCategories(db),
      listBrandStoreIds(db),
      contentEntries(db),
    ]);
    return [
      ...everyLocale((locale) => `/${locale}`),
      ...rows.flatMap((row) => everyLocale((locale) => categoryPath(locale, row.slug, row.id))),
      ...everyLocale(storesPath),
      ...storeIds.flatMap((id) => everyLocale((locale) => storePath(locale, id))),
      ...content,
    ];
  }
  const rows = await listSitemapProducts(
    db,
    (index - 1) * PRODUCTS_PER_SITEMAP,
    PRODUCTS_PER_SITEMAP,
  );
  if (rows.length === 0) return null;
  return rows.flatMap((row) =>
    everyLocale((locale) => productPath(locale, row.slug, row.id), row.createdAt),
  );
}
