import { and, eq } from 'drizzle-orm';
import type { CanvasImportEntry } from '@/lib/contracts/content-publishing';
import type { Database } from '../db/client';
import { canvases } from '../db/schema';
import { canvasAddressSchema, describeCanvas } from './canvas-address';
import { workingVersion } from './canvas-import';
import { checkDocument, problemsInField } from './document-problems';
import { diffJson, type JsonChange } from './json-diff';

export type CanvasDiff =
  | { canvas: string; status: 'new' | 'unchanged' }
  | { canvas: string; status: 'changed'; changes: JsonChange[] }
  | { canvas: string; status: 'invalid'; errors: string[] };

/**
 * What importing `entry` would change: without `publish` its draft (`draft`, else `document`)
 * against the canvas's working version; with it, `document` against what is published.
 */
export async function diffCanvas(
  db: Database,
  entry: CanvasImportEntry,
  { publish }: { publish: boolean },
): Promise<CanvasDiff> {
  const canvas = `${entry.siteId} ${entry.type} ${entry.key}`;
  const address = canvasAddressSchema.safeParse(entry);
  if (!address.success) {
    return { canvas, status: 'invalid', errors: address.error.issues.map((i) => i.message) };
  }
  const field = !(publish || entry.publish) && entry.draft ? 'draft' : 'document';
  const checked = checkDocument(address.data, entry[field]);
  if (!checked.ok) {
    const errors = field === 'draft' ? problemsInField(checked.problems, field) : checked.problems;
    return { canvas, status: 'invalid', errors };
  }
  const { siteId, type, key } = address.data;
  const [row] = await db
    .select()
    .from(canvases)
    .where(and(eq(canvases.siteId, siteId), eq(canvases.type, type), eq(canvases.key, key)));
  const current = row ? (publish || entry.publish ? row.published : workingVersion(row)) : null;
  if (!current) return { canvas: describeCanvas(address.data), status: 'new' };
  const changes = diffJson(current, checked.document);
  return changes.length > 0
    ? { canvas: describeCanvas(address.data), status: 'changed', changes }
    : { canvas: describeCanvas(address.data), status: 'unchanged' };
}
