import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { canvasRevisions, canvases, type CanvasRevisionAction } from '../db/schema';
import { ApiError } from '../http/api-error';
import { describeCanvas, type CanvasAddress } from './canvas-address';

export interface CanvasRevisionEntry {
  action: CanvasRevisionAction;
  actor: string;
  at: string;
  publishAt: string | null;
  unpublishAt: string | null;
}

function toEntry(row: typeof canvasRevisions.$inferSelect): CanvasRevisionEntry {
  return {
    action: row.action,
    actor: row.actor,
    at: row.at.toISOString(),
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
  };
}

/** A canvas's changes, newest first: who did what, when, and the schedule they set. */
export async function listRevisions(
  db: Database,
  { siteId, type, key }: CanvasAddress,
): Promise<CanvasRevisionEntry[]> {
  const [canvas] = await db
    .select({ id: canvases.id })
    .from(canvases)
    .where(and(eq(canvases.siteId, siteId), eq(canvases.type, type), eq(canvases.key, key)));
  if (!canvas) throw new ApiError('API404', `No canvas ${describeCanvas({ siteId, type, key })}.`);
  const rows = await db
    .select()
    .from(canvasRevisions)
    .where(eq(canvasRevisions.canvasId, canvas.id))
    .orderBy(desc(canvasRevisions.at), desc(canvasRevisions.id));
  return rows.map(toEntry);
}

/** The latest `perCanvas` changes of each of the canvases, newest first, in one query. */
export async function listRecentRevisions(
  db: Database,
  canvasIds: readonly string[],
  perCanvas: number,
): Promise<Map<string, CanvasRevisionEntry[]>> {
  const recent = new Map<string, CanvasRevisionEntry[]>(canvasIds.map((id) => [id, []]));
  if (!canvasIds.length) return recent;
  const rows = await db
    .select()
    .from(canvasRevisions)
    .where(inArray(canvasRevisions.canvasId, [...canvasIds]))
    .orderBy(desc(canvasRevisions.at), desc(canvasRevisions.id));
  for (const row of rows) {
    const entries = recent.get(row.canvasId);
    if (entries && entries.length < perCanvas) entries.push(toEntry(row));
  }
  return recent;
}
