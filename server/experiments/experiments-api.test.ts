import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPOSURE_EVENT_KEY,
  experimentDatafileSchema,
  experimentResultsSchema,
  type ExperimentEventBatch,
} from '@/lib/contracts/experiments';
import { freshAddress } from '../auth/testing/auth-test-kit';
import { editorCookie, seededEditor } from '../content/content-test-support';
import type { DatabaseHandle } from '../db/client';
import { experimentEvents } from '../db/schema';
import { seedDatabase } from '../db/seed/run';
import { createTestApi, firstError } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import { EXPERIMENT_BATCHES_PER_MINUTE } from './routes';

const SECRET = randomBytes(48).toString('base64url');
let database: DatabaseHandle;
let call: ReturnType<typeof createTestApi>;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 16, demoStaffPasswords: true });
  editor = await seededEditor(database.db);
  call = createTestApi(database.db, { auth: { secret: () => SECRET } });
});

afterAll(() => database.close());

/** A batch as the browser SDK sends it (the shape of the SDK's EventBatch). */
function batch(
  visitorId: string,
  snapshot: ExperimentEventBatch['visitors'][number]['snapshots'][number],
): ExperimentEventBatch {
  return {
    account_id: 'stride',
    project_id: 'stride-demo',
    revision: '1',
    client_name: 'javascript-sdk',
    client_version: '6.6.1',
    anonymize_ip: true,
    enrich_decisions: true,
    visitors: [
      {
        visitor_id: visitorId,
        attributes: [{ entity_id: '9300041', key: 'locale', type: 'custom', value: 'en-us' }],
        snapshots: [snapshot],
      },
    ],
  };
}

const exposure = (variationKey: string, experimentKey = 'pdp_promise_test') => ({
  decisions: [
    {
      campaign_id: '9300002',
      experiment_id: '9300001',
      variation_id: '9300011',
      metadata: {
        flag_key: 'pdp_promise',
        rule_key: experimentKey,
        rule_type: 'feature-test',
        variation_key: variationKey,
        enabled: true,
      },
    },
  ],
  events: [
    { entity_id: '9300002', key: EXPOSURE_EVENT_KEY, timestamp: Date.now(), uuid: randomUUID() },
  ],
});

const conversion = (key = 'add_to_cart') => ({
  events: [
    { entity_id: '9300021', key, timestamp: Date.now(), uuid: randomUUID(), tags: { qty: 1 } },
  ],
});

const send = (body: unknown, headers = freshAddress()) =>
  call('/experiments/events', { method: 'POST', body, headers });

const results = async () => {
  const reply = await call('/experiments/results', {
    headers: { cookie: editorCookie(editor, SECRET) },
  });
  expect(reply.status).toBe(200);
  const [experiment] = experimentResultsSchema.parse(reply.json).experiments;
  return experiment!;
};

describe('the datafile', () => {
  it('serves the seeded demo experiment without the storefront headers', async () => {
    const reply = await call('/experiments/datafile.json', {
      headers: { 'x-brand': undefined, 'x-locale': undefined, accept: 'application/json' },
    });
    expect(reply.status).toBe(200);
    const datafile = experimentDatafileSchema.parse(reply.json);
    expect(datafile.featureFlags.map((flag) => flag.key)).toEqual(['pdp_promise']);
    expect(datafile.experiments[0]?.variations.map((variation) => variation.key)).toEqual([
      'baseline',
      'return_free',
    ]);
  });
});

describe('events and results', () => {
  it('counts each visitor once per variation and their add to cart as a conversion', async () => {
    const first = exposure('return_free');
    expect((await send(batch('visitor-one', first))).status).toBe(204);
    // The same batch again (the SDK retries) and a second exposure of the same visitor.
    expect((await send(batch('visitor-one', first))).status).toBe(204);
    await send(batch('visitor-one', exposure('return_free')));
    await send(batch('visitor-two', exposure('return_free')));
    await send(batch('visitor-three', exposure('baseline')));
    await send(batch('visitor-one', conversion()));
    await send(batch('visitor-one', conversion()));

    const experiment = await results();
    expect(experiment.experimentKey).toBe('pdp_promise_test');
    expect(experiment.conversionEvents).toEqual(['add_to_cart']);
    expect(experiment.variations).toEqual([
      { variationKey: 'baseline', exposed: 1, converted: 0, rate: 0 },
      { variationKey: 'return_free', exposed: 2, converted: 1, rate: 0.5 },
    ]);
  });

  it('ignores experiments, variations and events the datafile does not name', async () => {
    const before = await database.db.$count(experimentEvents);
    await send(batch('forger', exposure('everyone_wins')));
    await send(batch('forger', exposure('baseline', 'not_an_experiment')));
    await send(batch('forger', conversion('purchase_made_up')));
    expect(await database.db.$count(experimentEvents)).toBe(before);
  });

  it('refuses a batch that is not the SDK shape with the spec error body', async () => {
    const reply = await send({ visitors: [{ visitor_id: 42 }] });
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'ATTR100' });
    // Event tags must be an object (spec 002 section 5).
    const badTags = batch('visitor-four', conversion());
    Object.assign(badTags.visitors[0]!.snapshots[0]!.events[0]!, { tags: 'x' });
    const tagsReply = await send(badTags);
    expect(tagsReply.status).toBe(400);
    expect(firstError(tagsReply.json)).toMatchObject({ errorId: 'ATTR200' });
  });

  it('rations the batches one address may send', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < EXPERIMENT_BATCHES_PER_MINUTE; sent += 1) {
      expect((await send(batch('busy', conversion()), address)).status).toBe(204);
    }
    const refused = await send(batch('busy', conversion()), address);
    expect(refused.status).toBe(429);
    expect(firstError(refused.json)).toMatchObject({ errorId: 'EXP429' });
  });

  it('shows the results to editors only', async () => {
    const reply = await call('/experiments/results');
    expect(reply.status).toBe(401);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'AUT432' });
  });
});
