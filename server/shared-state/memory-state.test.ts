import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../security/rate-limit';
import { createMemoryState } from './memory-state';

describe('sliding-window rate limiter in memory', () => {
  const limiterAt = (limit: number, clock: { now: number }, maxKeys?: number) =>
    createRateLimiter({
      name: 'test',
      limit,
      windowMs: 1000,
      now: () => clock.now,
      state: createMemoryState(maxKeys ? { maxKeys } : {}),
    });

  it('allows the limit within the window, then frees slots as old attempts age out', async () => {
    const clock = { now: 0 };
    const limiter = limiterAt(3, clock);
    const takeAt = async (at: number) => {
      clock.now = at;
      return limiter.take('ip');
    };
    const results: boolean[] = [];
    for (const at of [0, 300, 600, 999]) results.push(await takeAt(at));
    expect(results).toEqual([true, true, true, false]);
    // The attempt at 0 leaves the window at 1000, the one at 300 only at 1300.
    const later: boolean[] = [];
    for (const at of [1000, 1001, 1300]) later.push(await takeAt(at));
    expect(later).toEqual([true, false, true]);
  });

  it('counts keys separately', async () => {
    const limiter = limiterAt(1, { now: 0 });
    expect(await limiter.take('a')).toBe(true);
    expect(await limiter.take('b')).toBe(true);
    expect(await limiter.take('a')).toBe(false);
  });

  it('forgets idle keys first when it holds too many', async () => {
    const clock = { now: 0 };
    const limiter = limiterAt(1, clock, 2);
    await limiter.take('idle');
    clock.now = 1500;
    await limiter.take('busy');
    await limiter.take('third');
    // 'idle' was dropped to make room, 'busy' is still limited.
    expect(await limiter.take('busy')).toBe(false);
    expect(await limiter.take('idle')).toBe(true);
  });

  it('counts the hits in a window without adding one', async () => {
    const state = createMemoryState();
    await state.hit('k', 5, 1000, 0);
    await state.hit('k', 5, 1000, 400);
    expect(await state.countHits('k', 1000, 999)).toBe(2);
    expect(await state.countHits('k', 1000, 1000)).toBe(1);
    expect(await state.countHits('k', 1000, 1400)).toBe(0);
    expect(await state.countHits('never', 1000, 0)).toBe(0);
  });

  it('keeps a value until it expires', async () => {
    const state = createMemoryState();
    await state.put('revoked', 'yes', 60_000);
    expect(await state.read('revoked')).toBe('yes');
    await state.put('gone', 'yes', -1);
    expect(await state.read('gone')).toBeNull();
  });
});
