import { inArray } from 'drizzle-orm';
import { isFixedPage, type CanvasType } from '@/lib/contracts/content';
import { fixedPagePath } from '@/lib/content/fixed-page-paths';
import type { Locale } from '@/lib/i18n/locales';
import { articlePath, categoryPath, eventPath, productPath } from '@/lib/routes';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import type { CanvasRow } from './canvases';
import { pagePath } from './page-tree';

export type CanvasDocument = Record<string, unknown>;

/** How an editor knows a canvas: its document's name or title, else its key. */
export function canvasName(row: CanvasRow, document: CanvasDocument): string {
  for (const field of ['name', 'title']) {
    const value = document[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return row.key;
}

async function slugsOf(db: Database, type: CanvasType, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const table = type === 'category' ? categories : products;
  const rows = await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/**
 * Finds the storefront path that shows each of `listed` (null for canvases without a page of
 * their own): pages under the parents their documents name among the site's `rows`, fixed
 * pages where they show, categories and products at their slugs, articles under the journal.
 */
export async function canvasPathFinder(
  db: Database,
  siteId: Locale,
  rows: readonly CanvasRow[],
  listed: readonly CanvasRow[],
  documentOf: (row: CanvasRow) => CanvasDocument,
): Promise<(row: CanvasRow) => string | null> {
  const parents = new Map(
    rows.flatMap((row) => {
      const parent = documentOf(row).parent;
      return row.type === 'page' && typeof parent === 'string' ? [[row.key, parent] as const] : [];
    }),
  );
  const keysOf = (type: CanvasType) => listed.filter((row) => row.type === type).map((r) => r.key);
  const [categorySlugs, productSlugs] = await Promise.all([
    slugsOf(db, 'category', keysOf('category')),
    slugsOf(db, 'product', keysOf('product')),
  ]);
  return (row) => {
    const categorySlug = categorySlugs.get(row.key);
    const productSlug = productSlugs.get(row.key);
    if (row.type === 'page') return pagePath(siteId, row.key, parents);
    if (row.type === 'event') return eventPath(siteId, row.key);
    if (row.type === 'fixed') return isFixedPage(row.key) ? fixedPagePath(siteId, row.key) : null;
    if (row.type === 'category' && categorySlug) return categoryPath(siteId, categorySlug, row.key);
    if (row.type === 'product' && productSlug) return productPath(siteId, productSlug, row.key);
    if (row.type === 'article') return articlePath(siteId, row.key);
    return null;
  };
}
