import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_REJECTED, CONSENT_COOKIE, serializeConsent } from '@/lib/consent/consent';
import { experimentDecisionSchema, experimentResultsSchema } from '@/lib/contracts/experiments';
import { systemClock } from '../auth/clock';
import { freshAddress } from '../auth/testing/auth-test-kit';
import { editorCookie, seededEditor } from '../content/content-test-support';
import type { DatabaseHandle } from '../db/client';
import { experimentEvents } from '../db/schema';
import { seedDatabase } from '../db/seed/run';
import { createTestApi, firstError } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import { createExperimentDecider, type ExperimentDecider } from './experiment-decider';
import { EXPERIMENT_CALLS_PER_MINUTE } from './routes';

// Visitor ids the demo datafile's 50/50 split buckets apart (Optimizely's murmurhash).
const BASELINE_VISITOR = 'e2e-visitor-1';
const FREE_RETURN_VISITOR = 'e2e-visitor-2';

const SECRET = randomBytes(48).toString('base64url');
let database: DatabaseHandle;
let decider: ExperimentDecider;
let call: ReturnType<typeof createTestApi>;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 16, demoStaffPasswords: true });
  editor = await seededEditor(database.db);
  decider = createExperimentDecider({
    db: database.db,
    sdkKey: null,
    clock: systemClock,
    log: pino({ level: 'silent' }),
  });
  call = createTestApi(database.db, { auth: { secret: () => SECRET }, experiments: decider });
});

afterAll(async () => {
  await decider.close();
  await database.close();
});

/** A page's call: a plain fetch, without the storefront's headers. */
const pageCall = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    body,
    headers: { 'x-brand': undefined, 'x-locale': undefined, ...freshAddress(), ...headers },
  });

const decide = async (visitorId: string, more: Record<string, unknown> = {}, cookie = '') => {
  const reply = await pageCall(
    '/experiments/decisions',
    { visitorId, locale: 'en-us', flagKey: 'pdp_promise', ...more },
    cookie ? { cookie } : {},
  );
  expect(reply.status).toBe(200);
  return experimentDecisionSchema.parse(reply.json);
};

const convert = (visitorId: string, more: Record<string, unknown> = {}) =>
  pageCall('/experiments/conversions', {
    visitorId,
    locale: 'en-us',
    eventKey: 'add_to_cart',
    tags: { quantity: 1 },
    ...more,
  });

const results = async () => {
  const reply = await call('/experiments/results', {
    headers: { cookie: editorCookie(editor, SECRET) },
  });
  expect(reply.status).toBe(200);
  const [experiment] = experimentResultsSchema.parse(reply.json).experiments;
  return experiment!.variations;
};

/** The SDK sends its events in batches, at least once a second. */
const eventually = (check: () => Promise<unknown>, expected: unknown) =>
  expect.poll(check, { timeout: 5000 }).toEqual(expected);

describe('decisions and results', () => {
  it('gives each visitor one variation, counts them once and their add to cart', async () => {
    expect(await decide(FREE_RETURN_VISITOR)).toEqual({
      experimentKey: 'pdp_promise_test',
      variationKey: 'return_free',
    });
    // A reload: the page names the variation it already showed, so no second impression.
    expect(await decide(FREE_RETURN_VISITOR, { shown: ['pdp_promise_test:return_free'] })).toEqual({
      experimentKey: 'pdp_promise_test',
      variationKey: 'return_free',
    });
    expect((await decide(BASELINE_VISITOR)).variationKey).toBe('baseline');
    expect((await convert(FREE_RETURN_VISITOR)).status).toBe(204);

    await eventually(results, [
      { variationKey: 'baseline', exposed: 1, converted: 0, rate: 0 },
      { variationKey: 'return_free', exposed: 1, converted: 1, rate: 1 },
    ]);
    expect(await database.db.$count(experimentEvents)).toBe(3);
  });

  it('answers the baseline for a flag no experiment runs, and stores no event it does not know', async () => {
    expect(await decide('visitor-unknown-flag', { flagKey: 'home_hero' })).toEqual({
      experimentKey: null,
      variationKey: null,
    });
    const before = await database.db.$count(experimentEvents);
    expect((await convert('visitor-unknown-flag', { eventKey: 'purchase_made_up' })).status).toBe(
      204,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await database.db.$count(experimentEvents)).toBe(before);
  });

  it('decides nothing and counts nothing without targeting consent', async () => {
    const emea = { locale: 'fr-fr' };
    expect(await decide('visitor-without-choice', emea)).toEqual({
      experimentKey: null,
      variationKey: null,
    });
    const refused = `${CONSENT_COOKIE}=${serializeConsent(ALL_REJECTED)}`;
    expect(await decide('visitor-who-refused', {}, refused)).toEqual({
      experimentKey: null,
      variationKey: null,
    });
    const before = await database.db.$count(experimentEvents);
    expect((await convert(FREE_RETURN_VISITOR, emea)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await database.db.$count(experimentEvents)).toBe(before);
  });
});

describe('refusals', () => {
  it('refuses what is not a visitor id, a locale or an object of tags (spec 002 section 5)', async () => {
    for (const [path, body] of [
      ['/experiments/decisions', { visitorId: 42, locale: 'en-us', flagKey: 'pdp_promise' }],
      [
        '/experiments/decisions',
        { visitorId: 'visitor-one', locale: 'xx', flagKey: 'pdp_promise' },
      ],
      [
        '/experiments/conversions',
        { visitorId: 'visitor-one', locale: 'en-us', eventKey: 'add_to_cart', tags: 'x' },
      ],
      [
        '/experiments/conversions',
        { visitorId: 'visitor-one', locale: 'en-us', eventKey: 'add_to_cart', tags: { a: {} } },
      ],
    ] as const) {
      const reply = await pageCall(path, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(firstError(reply.json).errorId).toMatch(/^ATTR[12]00$/);
    }
  });

  it('rations the calls one address may make', async () => {
    const address = freshAddress();
    const unconsented = { locale: 'de-de' };
    for (let sent = 0; sent < EXPERIMENT_CALLS_PER_MINUTE; sent += 1) {
      expect(
        (
          await pageCall(
            '/experiments/conversions',
            { visitorId: 'busy-visitor', eventKey: 'add_to_cart', ...unconsented },
            address,
          )
        ).status,
      ).toBe(204);
    }
    const refused = await pageCall(
      '/experiments/decisions',
      { visitorId: 'busy-visitor', flagKey: 'pdp_promise', ...unconsented },
      address,
    );
    expect(refused.status).toBe(429);
    expect(firstError(refused.json)).toMatchObject({ errorId: 'EXP429' });
  });

  it('shows the results to editors only', async () => {
    const reply = await call('/experiments/results');
    expect(reply.status).toBe(401);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'AUT432' });
  });
});
