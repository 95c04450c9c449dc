import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('sliding-window rate limiter', () => {
  it('allows the limit within the window, then frees slots as old attempts age out', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, now: () => now });
    const takeAt = (at: number) => {
      now = at;
      return limiter.take('ip');
    };
    expect([0, 300, 600, 999].map(takeAt)).toEqual([true, true, true, false]);
    // The attempt at 0 leaves the window at 1000, the one at 300 only at 1300.
    expect([1000, 1001, 1300].map(takeAt)).toEqual([true, false, true]);
  });

  it('counts keys separately', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => 0 });
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('b')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });

  it('forgets idle keys first when it holds too many', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => now, maxKeys: 2 });
    limiter.take('idle');
    now = 1500;
    limiter.take('busy');
    limiter.take('third');
    // 'idle' was dropped to make room, 'busy' is still limited.
    expect(limiter.take('busy')).toBe(false);
    expect(limiter.take('idle')).toBe(true);
  });
});
