/**
 * Counts attempts per key (an IP, an account) in a sliding window: an attempt is allowed while
 * fewer than `limit` were allowed in the last `windowMs`. State lives in this process's memory,
 * so limits are per server process and reset on restart; with several processes behind a load
 * balancer each enforces its own window, which still bounds a single attacker's rate.
 */
export interface RateLimiter {
  /** Records an attempt for the key; false when the key is over its limit (nothing recorded). */
  take(key: string): boolean;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** Milliseconds since the epoch; tests move it by hand. */
  now?: () => number;
  /** Past this many keys, idle ones are dropped first, then the oldest, to bound memory. */
  maxKeys?: number;
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 50_000,
}: RateLimitOptions): RateLimiter {
  const attempts = new Map<string, number[]>();

  const recent = (times: number[] | undefined, at: number) =>
    (times ?? []).filter((time) => time > at - windowMs);

  const trim = (at: number) => {
    for (const [key, times] of attempts) {
      if (recent(times, at).length === 0) attempts.delete(key);
    }
    // Maps iterate in insertion order, so the first keys are the longest-standing ones.
    for (const key of attempts.keys()) {
      if (attempts.size < maxKeys) break;
      attempts.delete(key);
    }
  };

  return {
    take(key) {
      const at = now();
      const times = recent(attempts.get(key), at);
      if (times.length >= limit) {
        attempts.set(key, times);
        return false;
      }
      if (!attempts.has(key) && attempts.size >= maxKeys) trim(at);
      // Re-inserting moves the key to the end, so trimming drops the idlest keys first.
      attempts.delete(key);
      attempts.set(key, [...times, at]);
      return true;
    },
  };
}
