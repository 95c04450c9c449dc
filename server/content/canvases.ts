import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { canvases, type CanvasType } from '../db/schema';
import type { CanvasMode } from '@/lib/contracts/content';
import type { CanvasResponse } from '@/lib/contracts/canvas-response';

/** Preview shows the editor's draft when there is one, else what is published. */
export async function findCanvas(
  db: Database,
  where: { siteId: string; type: CanvasType; key: string; mode: CanvasMode },
): Promise<CanvasResponse | null> {
  const [row] = await db
    .select()
    .from(canvases)
    .where(
      and(
        eq(canvases.siteId, where.siteId),
        eq(canvases.type, where.type),
        eq(canvases.key, where.key),
      ),
    )
    .limit(1);
  const content = where.mode === 'preview' ? (row?.draft ?? row?.published) : row?.published;
  if (!row || !content) return null;
  return {
    siteId: row.siteId,
    type: row.type,
    key: row.key,
    mode: where.mode,
    updatedAt: row.updatedAt.toISOString(),
    content,
  };
}
