import { isDeepStrictEqual } from 'node:util';
import type { CanvasType } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { listRecentRevisions, type CanvasRevisionEntry } from './canvas-history';
import { canvasName, canvasPathFinder } from './canvas-paths';
import { listCanvasRows, type CanvasRow } from './canvases';

/** A canvas whose draft is not what shoppers are shown: what the editor may publish. */
export interface WaitingDraft {
  type: CanvasType;
  key: string;
  /** The draft's name or title, else the key. */
  name: string;
  /** Who saved the draft: a staff id, or a command's or webhook's name; null if unrecorded. */
  savedBy: string | null;
  savedAt: Date;
  /** The storefront path that shows the canvas, or null when it has no page of its own. */
  path: string | null;
  /** The canvas's latest changes, newest first (RECENT_REVISIONS at most). */
  revisions: CanvasRevisionEntry[];
}

export const RECENT_REVISIONS = 5;

const waits = (row: CanvasRow): row is CanvasRow & { draft: Record<string, unknown> } =>
  row.draft !== null && !isDeepStrictEqual(row.draft, row.published);

/** A site's drafts that differ from the published versions, most recently saved first. */
export async function listDrafts(db: Database, siteId: Locale): Promise<WaitingDraft[]> {
  const rows = await listCanvasRows(db, siteId);
  const drafts = rows.filter(waits).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  const pathOf = await canvasPathFinder(
    db,
    siteId,
    rows,
    drafts,
    (row) => row.draft ?? row.published ?? {},
  );
  const revisions = await listRecentRevisions(
    db,
    drafts.map((row) => row.id),
    RECENT_REVISIONS,
  );
  return drafts.map((row) => ({
    type: row.type,
    key: row.key,
    name: canvasName(row, row.draft),
    savedBy: row.draftUpdatedBy,
    savedAt: row.updatedAt,
    path: pathOf(row),
    revisions: revisions.get(row.id) ?? [],
  }));
}
