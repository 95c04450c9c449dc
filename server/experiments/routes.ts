import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  experimentConversionSchema,
  experimentDecisionRequestSchema,
} from '@/lib/contracts/experiments';
import { experimentsAllowed } from '@/lib/experiments/consent-gate';
import type { AuthDependencies } from '../auth/auth-dependencies';
import { checkPublishingEditor } from '../content/editor-access';
import { EDITOR_COOKIE } from '../content/preview-grant';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { createRateLimiter } from '../security/rate-limit';
import { readDatafile } from './datafile-store';
import { experimentResults } from './event-store';
import type { ExperimentDecider } from './experiment-decider';

/**
 * Decisions and conversions one address may ask for a minute: a shopper opens a product page
 * every few seconds at most; this leaves room for a household or a shop floor, not a flood.
 */
export const EXPERIMENT_CALLS_PER_MINUTE = 600;

/**
 * Experiments (ours, beyond the spec; docs/experiments.md): a page asks the server's SDK for its
 * visitor's variation and reports conversions, and an editor reads the results. Targeting consent
 * is checked here as on the page: without it nothing is decided or sent.
 */
export function experimentRoutes({
  clock,
  state,
  secret,
  decider,
}: Pick<AuthDependencies, 'clock' | 'state' | 'secret'> & { decider: ExperimentDecider }) {
  const perAddress = createRateLimiter({
    name: 'experiment-calls',
    state,
    limit: EXPERIMENT_CALLS_PER_MINUTE,
    windowMs: 60_000,
    now: () => clock.now().getTime(),
  });

  return new Hono<ApiEnv>()
    .post('/experiments/decisions', async (c) => {
      if (!(await perAddress.take(c.get('clientAddress')))) throw new ApiError('EXP429');
      const request = await readJsonBody(c, experimentDecisionRequestSchema);
      c.header('cache-control', 'private, no-store');
      if (!experimentsAllowed(request.locale, c.req.header('cookie') ?? '')) {
        return c.json({ experimentKey: null, variationKey: null });
      }
      return c.json(await decider.decide(request));
    })
    .post('/experiments/conversions', async (c) => {
      if (!(await perAddress.take(c.get('clientAddress')))) throw new ApiError('EXP429');
      const conversion = await readJsonBody(c, experimentConversionSchema);
      if (experimentsAllowed(conversion.locale, c.req.header('cookie') ?? '')) {
        await decider.track(conversion);
      }
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
