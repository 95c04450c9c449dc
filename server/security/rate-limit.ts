import type { SharedState } from '../shared-state/shared-state';

/**
 * Counts attempts per key (an address, an account) in a sliding window: an attempt is allowed
 * while fewer than `limit` were allowed in the last `windowMs`. The counts live in the shared
 * state, so with Redis every server instance enforces one window.
 */
export interface RateLimiter {
  /** Records an attempt for the key; false when the key is over its limit (nothing recorded). */
  take(key: string): Promise<boolean>;
}

export interface RateLimitOptions {
  /** Keeps this limiter's keys apart from every other's in the shared state. */
  name: string;
  limit: number;
  windowMs: number;
  state: SharedState;
  /** Milliseconds since the epoch; tests move it by hand. */
  now?: () => number;
}

export function createRateLimiter({
  name,
  limit,
  windowMs,
  state,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  return { take: (key) => state.hit(`${name}:${key}`, limit, windowMs, now()) };
}
