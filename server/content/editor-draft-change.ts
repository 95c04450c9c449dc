import type { CanvasType } from '@/lib/contracts/content';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { canvasAddressSchema } from './canvas-address';
import { checkPublishingEditor, type EditorRefusal, type PublishAccess } from './editor-access';
import { discardDraft, publish } from './publishing';

export type DraftChange = 'publish' | 'discard';

/** What an editor's Publish or Discard did; a refusal changed nothing. */
export type DraftChangeOutcome =
  | { kind: 'published' | 'discarded'; type: CanvasType; key: string }
  | { kind: 'refused'; reason: EditorRefusal | 'failed' };

/**
 * Publishes a canvas's draft now, or discards it, for the editor whose grant is `token`, checked
 * exactly as the publish API checks it. `address` is the form's { siteId, type, key }.
 */
export async function changeDraftAsEditor(
  db: Database,
  token: string | undefined,
  address: unknown,
  change: DraftChange,
  access: Pick<PublishAccess, 'clock' | 'secret'>,
): Promise<DraftChangeOutcome> {
  const editor = await checkPublishingEditor(db, token, access);
  if (!editor.ok) return { kind: 'refused', reason: editor.refusal };
  const parsed = canvasAddressSchema.safeParse(address);
  if (!parsed.success) return { kind: 'refused', reason: 'failed' };
  const writer = { actor: editor.editor, now: access.clock.now() };
  try {
    if (change === 'publish') await publish(db, parsed.data, {}, writer);
    else await discardDraft(db, parsed.data, writer);
  } catch (error) {
    // Expected refusals (no draft left, a draft the schema no longer takes) change nothing.
    if (error instanceof ApiError) return { kind: 'refused', reason: 'failed' };
    throw error;
  }
  const { type, key } = parsed.data;
  return { kind: change === 'publish' ? 'published' : 'discarded', type, key };
}
