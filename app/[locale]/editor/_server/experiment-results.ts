import 'server-only';
import { getAuthSecret } from '@/server/auth/auth-secret';
import { systemClock } from '@/server/auth/clock';
import { checkPublishingEditor } from '@/server/content/editor-access';
import { getDatabase } from '@/server/db';
import { readDatafile } from '@/server/experiments/datafile-store';
import { experimentResults } from '@/server/experiments/event-store';

/**
 * The offline experiments' figures for an editor (the grant's staff account must still hold
 * the editor role, as for GET /api/experiments/results), or null for anyone else.
 */
export async function getExperimentResults(editorToken: string) {
  const { db } = await getDatabase();
  const editor = await checkPublishingEditor(db, editorToken, {
    clock: systemClock,
    secret: getAuthSecret,
  });
  if (!editor.ok) return null;
  return experimentResults(db, await readDatafile(db));
}
