import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { experimentEventBatchSchema } from '@/lib/contracts/experiments';
import type { AuthDependencies } from '../auth/auth-dependencies';
import { checkPublishingEditor } from '../content/editor-access';
import { EDITOR_COOKIE } from '../content/preview-grant';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { createRateLimiter } from '../security/rate-limit';
import { readDatafile } from './datafile-store';
import { eventRowsOf, experimentResults, recordEvents } from './event-store';

/**
 * Batches one address may post a minute. The SDK sends at most one a second while a page is
 * busy (flush interval 1000 ms); this leaves room for several tabs, not for a flood.
 */
export const EXPERIMENT_BATCHES_PER_MINUTE = 120;

/** Pages may use a datafile this old: an edit shows within a minute. */
const DATAFILE_MAX_AGE_SECONDS = 60;

/**
 * The offline experiments (ours, beyond the spec; docs/experiments.md): the store's own
 * datafile, the SDK's event batches, and the results an editor reads. Called by the SDK, which
 * sends none of the storefront's headers.
 */
export function experimentRoutes({
  clock,
  state,
  secret,
}: Pick<AuthDependencies, 'clock' | 'state' | 'secret'>) {
  const perAddress = createRateLimiter({
    name: 'experiment-events',
    state,
    limit: EXPERIMENT_BATCHES_PER_MINUTE,
    windowMs: 60_000,
    now: () => clock.now().getTime(),
  });

  return new Hono<ApiEnv>()
    .get('/experiments/datafile.json', async (c) => {
      c.header('cache-control', `public, max-age=${DATAFILE_MAX_AGE_SECONDS}`);
      return c.json(await readDatafile(c.get('db')));
    })
    .post('/experiments/events', async (c) => {
      if (!(await perAddress.take(c.get('clientAddress')))) throw new ApiError('EXP429');
      const batch = await readJsonBody(c, experimentEventBatchSchema);
      const db = c.get('db');
      await recordEvents(db, eventRowsOf(batch, await readDatafile(db), clock.now()));
      return c.body(null, 204);
    })
    .get('/experiments/results', async (c) => {
      const db = c.get('db');
      const editor = await checkPublishingEditor(db, getCookie(c, EDITOR_COOKIE), {
        clock,
        secret,
      });
      if (!editor.ok) throw new ApiError('AUT432', 'Experiment results need a signed-in editor.');
      c.header('cache-control', 'private, no-store');
      return c.json(await experimentResults(db, await readDatafile(db)));
    });
}
