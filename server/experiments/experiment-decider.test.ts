import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ExperimentDecisionRequest } from '@/lib/contracts/experiments';
import { demoDatafile } from '@/lib/experiments/demo-datafile';
import type { DatabaseHandle } from '../db/client';
import { experimentEvents } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { writeDatafile } from './datafile-store';
import { createExperimentDecider, DATAFILE_MAX_AGE_MS } from './experiment-decider';

// Bucketed into the demo experiment's return_free variation (Optimizely's murmurhash).
const request: ExperimentDecisionRequest = {
  visitorId: 'e2e-visitor-2',
  locale: 'en-us',
  flagKey: 'pdp_promise',
  shown: [],
};
const RETURN_FREE = { experimentKey: 'pdp_promise_test', variationKey: 'return_free' };

let database: DatabaseHandle;
let now: number;

const deciderAt = () =>
  createExperimentDecider({
    db: database.db,
    sdkKey: null,
    clock: { now: () => new Date(now) },
    log: pino({ level: 'silent' }),
  });

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  now = Date.now();
  await writeDatafile(database.db, demoDatafile, 'test', new Date());
});
afterAll(() => database.close());

it('decides with an edited datafile within a minute', async () => {
  const decider = deciderAt();
  expect(await decider.decide(request)).toEqual(RETURN_FREE);

  const paused = structuredClone(demoDatafile);
  paused.experiments[0]!.status = 'Paused';
  await writeDatafile(database.db, paused, 'test', new Date());
  now += DATAFILE_MAX_AGE_MS - 1000;
  expect(await decider.decide(request)).toEqual(RETURN_FREE);
  now += 1000;
  expect(await decider.decide(request)).toEqual({ experimentKey: null, variationKey: null });
  await decider.close();
});

it('stores the impressions it queued when it closes', async () => {
  const decider = deciderAt();
  const before = await database.db.$count(experimentEvents);
  expect(await decider.decide({ ...request, visitorId: 'visitor-before-shutdown' })).toMatchObject({
    experimentKey: 'pdp_promise_test',
  });
  await decider.close();
  expect(await database.db.$count(experimentEvents)).toBe(before + 1);
});
