/**
 * State that every server instance must agree on: attempt counters for rate limits and
 * lockouts, and markers such as revoked sessions. In process memory for one instance; in
 * Redis when REDIS_URL is set, so a limit hit on one instance holds on all.
 */
export interface SharedState {
  /**
   * Counts one hit for `key` at `now` (milliseconds) in a sliding window of `windowMs`,
   * unless `limit` hits are already in it: false then, and nothing is counted.
   */
  hit(key: string, limit: number, windowMs: number, now: number): Promise<boolean>;
  /** How many hits of `key` fall in the `windowMs` up to `now`, without counting one. */
  countHits(key: string, windowMs: number, now: number): Promise<number>;
  /** Forgets every hit of `key` (a success that clears a failure count). */
  clearHits(key: string): Promise<void>;
  /** Keeps `value` under `key` for `ttlMs`. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value under `key`, or null once it has expired or was never put. */
  read(key: string): Promise<string | null>;
}
