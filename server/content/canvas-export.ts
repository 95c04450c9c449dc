import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { CanvasImportEntry } from '@/lib/contracts/content-publishing';
import type { CanvasType } from '@/lib/contracts/content';
import type { Database } from '../db/client';
import { canvases } from '../db/schema';

type CanvasRow = typeof canvases.$inferSelect;

/**
 * A canvas as an import entry that recreates it: the published document with the draft kept
 * beside it, the scheduled version and the schedule; a canvas never published exports its
 * scheduled version or its draft as `document`. Importing it back changes nothing.
 */
export function exportEntry(row: CanvasRow): CanvasImportEntry | null {
  const document = row.published ?? row.scheduled ?? row.draft;
  if (!document) return null;
  const keptDraft = row.draft && !isDeepStrictEqual(row.draft, document) ? row.draft : null;
  return {
    siteId: row.siteId,
    type: row.type,
    key: row.key,
    document,
    ...(keptDraft ? { draft: keptDraft } : {}),
    ...(row.published && row.scheduled ? { scheduled: row.scheduled } : {}),
    ...(row.scheduled && row.publishAt ? { publishAt: row.publishAt.toISOString() } : {}),
    ...(row.unpublishAt ? { unpublishAt: row.unpublishAt.toISOString() } : {}),
  };
}

/** Every canvas (of a site, of a type) as import entries, in site, type and key order. */
export async function exportCanvases(
  db: Database,
  filter: { siteId?: string; type?: CanvasType },
): Promise<CanvasImportEntry[]> {
  const conditions: SQL[] = [];
  if (filter.siteId) conditions.push(eq(canvases.siteId, filter.siteId));
  if (filter.type) conditions.push(eq(canvases.type, filter.type));
  const rows = await db
    .select()
    .from(canvases)
    .where(and(...conditions))
    .orderBy(asc(canvases.siteId), asc(canvases.type), asc(canvases.key));
  return rows.flatMap((row) => exportEntry(row) ?? []);
}
