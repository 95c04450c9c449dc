import { and, eq } from 'drizzle-orm';
import type { CanvasResponse } from '@/lib/contracts/canvas-response';
import type { Database } from '../db/client';
import { canvases, type CanvasType } from '../db/schema';

export type CanvasRow = typeof canvases.$inferSelect;
type Document = Record<string, unknown>;

/**
 * How a read sees content. Publish: what shoppers see now. Preview: the editor's draft, or,
 * with `at` (the query's previewDateTime), what shoppers will see at that time.
 */
export type ReadView = { mode: 'publish'; now: Date } | { mode: 'preview'; now: Date; at?: Date };

interface ShownVersion {
  content: Document;
  /** When this version went live; null for a draft. */
  publishedAt: Date | null;
}

/**
 * What shoppers see of a canvas at a time. Of the schedule's two moments that have passed, the
 * later wins: the scheduled version from `publishAt`, nothing from `unpublishAt`. Before
 * either, the published version.
 */
export function liveVersion(row: CanvasRow, at: Date): ShownVersion | null {
  const goesLive = row.scheduled && row.publishAt && row.publishAt <= at ? row.publishAt : null;
  const withdrawn = row.unpublishAt && row.unpublishAt <= at ? row.unpublishAt : null;
  if (row.scheduled && goesLive && (!withdrawn || goesLive > withdrawn)) {
    return { content: row.scheduled, publishedAt: goesLive };
  }
  if (withdrawn || !row.published) return null;
  return { content: row.published, publishedAt: row.publishedAt };
}

/** The version a read shows: see ReadView. */
export function shownVersion(row: CanvasRow, view: ReadView): ShownVersion | null {
  if (view.mode === 'publish') return liveVersion(row, view.now);
  if (view.at) return liveVersion(row, view.at);
  return row.draft ? { content: row.draft, publishedAt: null } : liveVersion(row, view.now);
}

/** The canvas as the content service answers it, or null when the view shows nothing. */
export function toCanvasResponse(row: CanvasRow, view: ReadView): CanvasResponse | null {
  const shown = shownVersion(row, view);
  if (!shown) return null;
  return {
    siteId: row.siteId,
    type: row.type,
    key: row.key,
    mode: view.mode,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: shown.publishedAt?.toISOString() ?? null,
    content: shown.content,
  };
}

/** One canvas; a null site finds a fragment of any site (fragment ids are global). */
export async function findCanvasRow(
  db: Database,
  where: { siteId: string | null; type: CanvasType; key: string },
): Promise<CanvasRow | null> {
  const [row] = await db
    .select()
    .from(canvases)
    .where(
      and(
        where.siteId === null ? undefined : eq(canvases.siteId, where.siteId),
        eq(canvases.type, where.type),
        eq(canvases.key, where.key),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function readCanvas(
  db: Database,
  where: { siteId: string | null; type: CanvasType; key: string },
  view: ReadView,
): Promise<CanvasResponse | null> {
  const row = await findCanvasRow(db, where);
  return row ? toCanvasResponse(row, view) : null;
}

/** Every canvas of a site, optionally of one type. */
export function listCanvasRows(db: Database, siteId: string, type?: CanvasType) {
  return db
    .select()
    .from(canvases)
    .where(and(eq(canvases.siteId, siteId), type ? eq(canvases.type, type) : undefined));
}
