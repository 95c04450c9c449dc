import 'server-only';
import { categoryPath, productPath, storePath, storesPath } from '@/lib/routes';
import { locales } from '@/lib/i18n/locales';
import { hreflangAlternates, absoluteUrl } from '@/lib/seo/urls';
import { SITEMAP_URL_LIMIT, type SitemapEntry } from '@/lib/seo/sitemap-xml';
import { getDatabase } from '@/server/db';
import {
  countSitemapProducts,
  listSitemapCategories,
  listSitemapProducts,
} from '@/server/catalog/sitemap';
import { listBrandStoreIds } from '@/server/stores/store-details';
import { getPublicBaseUrl } from './seo';

/** Products per sitemap file: each is listed once per locale, within the URL limit. */
export const PRODUCTS_PER_SITEMAP = Math.floor(SITEMAP_URL_LIMIT / locales.length / 1000) * 1000;

/** Sitemap 0 holds the home, category and store pages; 1 and up hold products, a page each. */
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

export async function sitemapEntries(index: number): Promise<SitemapEntry[] | null> {
  const { db } = await getDatabase();
  if (index === 0) {
    const [rows, storeIds] = await Promise.all([listSitemapCategories(db), listBrandStoreIds(db)]);
    return [
      ...everyLocale((locale) => `/${locale}`),
      ...rows.flatMap((row) => everyLocale((locale) => categoryPath(locale, row.slug, row.id))),
      ...everyLocale(storesPath),
      ...storeIds.flatMap((id) => everyLocale((locale) => storePath(locale, id))),
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
