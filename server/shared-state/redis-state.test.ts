import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../security/rate-limit';
import { connectRedis, createRedisState } from './redis-state';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function tryConnect() {
  try {
    return await Promise.race([
      connectRedis(url, () => {}),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000)),
    ]);
  } catch {
    return null;
  }
}

const client = await tryConnect();

// Runs where a Redis answers (this machine, CI); elsewhere the memory state's suite covers the rules.
describe.runIf(client)('shared state in Redis', () => {
  // Each run under its own prefix, so parallel runs and earlier runs never meet.
  const state = client ? createRedisState(client, `stride-test:${randomUUID()}:`) : null;
  beforeAll(() => expect(state).not.toBeNull());
  afterAll(async () => {
    await client?.quit();
  });

  it('limits hits in a sliding window that two limiters on one Redis share', async () => {
    const clock = { now: 10_000 };
    const options = {
      name: 'shared',
      limit: 2,
      windowMs: 1000,
      now: () => clock.now,
      state: state!,
    };
    const instanceA = createRateLimiter(options);
    const instanceB = createRateLimiter(options);
    expect(await instanceA.take('ip')).toBe(true);
    expect(await instanceB.take('ip')).toBe(true);
    expect(await instanceA.take('ip')).toBe(false);
    clock.now += 1001;
    expect(await instanceB.take('ip')).toBe(true);
  });

  it('keeps a value until it expires, and forgets cleared hits', async () => {
    await state!.put('marker', 'v1', 60_000);
    expect(await state!.read('marker')).toBe('v1');
    expect(await state!.read('never-put')).toBeNull();
    expect(await state!.hit('k', 1, 60_000, 1)).toBe(true);
    expect(await state!.hit('k', 1, 60_000, 2)).toBe(false);
    expect(await state!.countHits('k', 60_000, 2)).toBe(1);
    expect(await state!.countHits('k', 60_000, 60_001)).toBe(0);
    await state!.clearHits('k');
    expect(await state!.hit('k', 1, 60_000, 3)).toBe(true);
  });
});

if (!client) {
  describe('shared state in Redis', () => {
    it.skip(`no Redis answers at ${url}`, () => {});
  });
}
