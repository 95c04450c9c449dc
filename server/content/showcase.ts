import { inArray } from 'drizzle-orm';
import type { ShowcaseItem } from '@/lib/contracts/content-preview';
import { isFixedPage, type CanvasType } from '@/lib/contracts/content';
import { fixedPagePath } from '@/lib/content/fixed-page-paths';
import type { Locale } from '@/lib/i18n/locales';
import { categoryPath, productPath } from '@/lib/routes';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import { listCanvasRows, shownVersion, type CanvasRow, type ReadView } from './canvases';
import { pagePath } from './page-tree';

type Document = Record<string, unknown>;

/** What the editor sees of a canvas: the preview's version, else whichever version exists. */
function documentOf(row: CanvasRow, view: ReadView): Document {
  return shownVersion(row, view)?.content ?? row.scheduled ?? row.published ?? {};
}

function nameOf(row: CanvasRow, document: Document): string {
  for (const field of ['name', 'title']) {
    const value = document[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return row.key;
}

/** What a document points at: the fragments it embeds and the site paths it links to. */
function referencesOf(document: unknown) {
  const fragments = new Set<string>();
  const links = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    const node = value as Document;
    if (node.type === 'fragment-ref' && typeof node.fragmentId === 'string') {
      fragments.add(node.fragmentId);
    }
    for (const [key, inner] of Object.entries(node)) {
      if ((key === 'url' || key === 'target') && typeof inner === 'string') {
        links.add(withoutQuery(inner));
      } else walk(inner);
    }
  };
  walk(document);
  return { fragments, links };
}

function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
}

async function slugsOf(db: Database, type: CanvasType, ids: string[]) {
  if (!ids.length || (type !== 'category' && type !== 'product')) return new Map<string, string>();
  const table = type === 'category' ? categories : products;
  const rows = await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/**
 * The content preview viewer's list: a site's canvases of one type, most recently changed
 * first, each with the storefront path that shows it and how many other canvases of the site
 * embed it (fragments) or link to that path.
 */
export async function listShowcase(
  db: Database,
  siteId: Locale,
  docType: CanvasType,
  limit: number,
  view: ReadView,
): Promise<ShowcaseItem[]> {
  const rows = await listCanvasRows(db, siteId);
  const documents = new Map(rows.map((row) => [row.id, documentOf(row, view)]));
  const listed = rows
    .filter((row) => row.type === docType)
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .slice(0, limit);
  const parents = new Map(
    rows.flatMap((row) => {
      const parent = documents.get(row.id)?.parent;
      return row.type === 'page' && typeof parent === 'string' ? [[row.key, parent] as const] : [];
    }),
  );
  const slugs = await slugsOf(
    db,
    docType,
    listed.map((row) => row.key),
  );
  const references = rows.map((row) => ({ id: row.id, ...referencesOf(documents.get(row.id)) }));

  const pathOf = (row: CanvasRow): string | null => {
    const slug = slugs.get(row.key);
    if (row.type === 'page') return pagePath(siteId, row.key, parents);
    if (row.type === 'fixed') return isFixedPage(row.key) ? fixedPagePath(siteId, row.key) : null;
    if (row.type === 'category' && slug) return categoryPath(siteId, slug, row.key);
    if (row.type === 'product' && slug) return productPath(siteId, slug, row.key);
    return null;
  };

  return listed.map((row) => {
    const path = pathOf(row);
    const referrersCount = references.filter(
      (other) =>
        other.id !== row.id &&
        (row.type === 'fragment'
          ? other.fragments.has(row.key)
          : path !== null && other.links.has(path)),
    ).length;
    return {
      id: row.id,
      type: row.type,
      key: row.key,
      name: nameOf(row, documents.get(row.id) ?? {}),
      referrersCount,
      modificationDate: row.updatedAt.toISOString(),
      path,
    };
  });
}
