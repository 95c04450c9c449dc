import { and, desc, eq } from 'drizzle-orm';
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
  return rows.map((row) => ({
    action: row.action,
    actor: row.actor,
    at: row.at.toISOString(),
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
  }));
}
