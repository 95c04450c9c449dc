import { fixedPagePath } from '@/lib/content/fixed-page-paths';
import type { FixedPage } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { articlePath } from '@/lib/routes';
import type { Database } from '../db/client';
import { listCanvasRows, liveVersion } from './canvases';
import { pagePath, shownPages } from './page-tree';

/** Fixed pages that are pages of their own, nothing but their canvas. */
const STANDALONE_FIXED_PAGES: readonly FixedPage[] = [
  'promotions',
  'gift-card',
  'basecamp',
  'westend',
];

export interface SitemapContentPage {
  /** The same page in every site: the canvas's type and key. */
  id: string;
  path: string;
  lastModified: Date;
}

/**
 * A site's content pages that shoppers can see now, for the sitemap: CMS pages at their parent
 * chain's path (the home page is listed with the site), the standalone fixed pages and the
 * articles. A page whose metadata says `noindex` is left out.
 */
export async function sitemapContentPages(
  db: Database,
  siteId: Locale,
  now: Date,
): Promise<SitemapContentPage[]> {
  const rows = await listCanvasRows(db, siteId);
  const pages = shownPages(
    rows.filter((row) => row.type === 'page'),
    { mode: 'publish', now },
  );
  const parents = new Map(
    pages.flatMap(({ slug, page }) => (page.parent ? [[slug, page.parent]] : [])),
  );
  const indexable = (robots: string | undefined) => !/noindex/i.test(robots ?? '');
  const cmsPages = pages
    .filter(({ slug, page }) => slug !== 'home' && indexable(page.metadata.robots))
    .map(({ slug, updatedAt }) => ({
      id: `page:${slug}`,
      path: pagePath(siteId, slug, parents),
      lastModified: updatedAt,
    }));
  const fixed = rows.flatMap((row) => {
    const page = STANDALONE_FIXED_PAGES.find((name) => row.type === 'fixed' && row.key === name);
    const path = page ? fixedPagePath(siteId, page) : null;
    return page && path && liveVersion(row, now)
      ? [{ id: `fixed:${page}`, path, lastModified: row.updatedAt }]
      : [];
  });
  const articles = rows.flatMap((row) =>
    row.type === 'article' && liveVersion(row, now)
      ? [
          {
            id: `article:${row.key}`,
            path: articlePath(siteId, row.key),
            lastModified: row.updatedAt,
          },
        ]
      : [],
  );
  return [...cmsPages, ...fixed, ...articles];
}
