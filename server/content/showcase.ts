import type { ShowcaseItem } from '@/lib/contracts/content-preview';
import type { CanvasType } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { canvasName, canvasPathFinder, type CanvasDocument as Document } from './canvas-paths';
import { listCanvasRows, shownVersion, type CanvasRow, type ReadView } from './canvases';

/** What the editor sees of a canvas: the preview's version, else whichever version exists. */
function documentOf(row: CanvasRow, view: ReadView): Document {
  return shownVersion(row, view)?.content ?? row.scheduled ?? row.published ?? {};
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
  const pathOf = await canvasPathFinder(
    db,
    siteId,
    rows,
    listed,
    (row) => documents.get(row.id) ?? {},
  );
  const references = rows.map((row) => ({ id: row.id, ...referencesOf(documents.get(row.id)) }));

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
      name: canvasName(row, documents.get(row.id) ?? {}),
      referrersCount,
      modificationDate: row.updatedAt.toISOString(),
      path,
    };
  });
}
