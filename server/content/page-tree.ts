import { fragmentCanvasSchema } from '@/lib/contracts/canvas-documents';
import type { CanvasResponse, ChildPage } from '@/lib/contracts/canvas-response';
import { pageCanvasSchema, type CanvasComponent, type PageCanvas } from '@/lib/contracts/content';
import { fragmentIdsOf, withFragments } from '@/lib/content/fragment-refs';
import type { Database } from '../db/client';
import {
  findCanvasRow,
  listCanvasRows,
  readCanvas,
  shownVersion,
  toCanvasResponse,
  type CanvasRow,
  type ReadView,
} from './canvases';

export interface ShownPage {
  slug: string;
  page: PageCanvas;
  updatedAt: Date;
}

/** The site's pages as the view shows them; a page the view shows nothing of is left out. */
export function shownPages(rows: CanvasRow[], view: ReadView): ShownPage[] {
  return rows.flatMap((row) => {
    const parsed = pageCanvasSchema.safeParse(shownVersion(row, view)?.content);
    return row.type === 'page' && parsed.success
      ? [{ slug: row.key, page: parsed.data, updatedAt: row.updatedAt }]
      : [];
  });
}

/** The pages whose document names `parent` as theirs, by title. */
export function childrenOf(pages: ShownPage[], parent: string): ChildPage[] {
  return pages
    .filter(({ page }) => page.parent === parent)
    .map(({ slug, page, updatedAt }) => ({
      slug,
      name: page.name,
      title: page.title,
      updatedAt: updatedAt.toISOString(),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

export async function listChildren(
  db: Database,
  siteId: string,
  parent: string,
  view: ReadView,
): Promise<ChildPage[]> {
  return childrenOf(shownPages(await listCanvasRows(db, siteId, 'page'), view), parent);
}

/**
 * The storefront path of a page: `home` is the site's root, any other page sits under its
 * parents (`/{site}/{parent…}/{slug}`). A parent chain that loops stops where it repeats.
 */
export function pagePath(siteId: string, slug: string, parents: ReadonlyMap<string, string>) {
  if (slug === 'home') return `/${siteId}`;
  const segments = [slug];
  for (let parent = parents.get(slug); parent && parent !== 'home';) {
    if (segments.includes(parent)) break;
    segments.unshift(parent);
    parent = parents.get(parent);
  }
  return `/${siteId}/${segments.join('/')}`;
}

async function fragmentItems(
  db: Database,
  ids: string[],
  view: ReadView,
): Promise<Map<string, CanvasComponent[]>> {
  const found = await Promise.all(
    ids.map(async (id) => {
      const reply = await readCanvas(db, { siteId: null, type: 'fragment', key: id }, view);
      const parsed = fragmentCanvasSchema.safeParse(reply?.content);
      return parsed.success ? ([[id, parsed.data.items]] as const) : [];
    }),
  );
  return new Map(found.flat());
}

/** `augmentedpage`: the page with its fragments in place and the pages under it listed. */
export async function readAugmentedPage(
  db: Database,
  siteId: string,
  slug: string,
  view: ReadView,
): Promise<CanvasResponse | null> {
  const row = await findCanvasRow(db, { siteId, type: 'page', key: slug });
  const reply = row ? toCanvasResponse(row, view) : null;
  const parsed = pageCanvasSchema.safeParse(reply?.content);
  if (!reply || !parsed.success) return null;
  const [fragments, children] = await Promise.all([
    fragmentItems(db, fragmentIdsOf(parsed.data), view),
    listChildren(db, siteId, slug, view),
  ]);
  return { ...reply, content: { ...withFragments(parsed.data, fragments), children } };
}
