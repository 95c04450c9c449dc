import type { SharedState } from './shared-state';

/**
 * Shared state in this process's memory: limits and markers hold for one server instance and
 * reset on restart. Past `maxKeys` keys, idle windows are dropped first, then the oldest.
 */
export function createMemoryState({ maxKeys = 50_000 }: { maxKeys?: number } = {}): SharedState {
  const windows = new Map<string, { times: number[]; windowMs: number }>();
  const values = new Map<string, { value: string; expiresAt: number }>();

  const recent = (times: number[], windowMs: number, at: number) =>
    times.filter((time) => time > at - windowMs);

  const trim = (at: number) => {
    for (const [key, { times, windowMs }] of windows) {
      if (recent(times, windowMs, at).length === 0) windows.delete(key);
    }
    // Maps iterate in insertion order, so the first keys are the longest-standing ones.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  const dropExpiredValues = (at: number) => {
    for (const [key, entry] of values) if (entry.expiresAt <= at) values.delete(key);
  };

  return {
    async hit(key, limit, windowMs, now) {
      const times = recent(windows.get(key)?.times ?? [], windowMs, now);
      if (times.length >= limit) {
        windows.set(key, { times, windowMs });
        return false;
      }
      if (!windows.has(key) && windows.size >= maxKeys) trim(now);
      // Re-inserting moves the key to the end, so trimming drops the idlest keys first.
      windows.delete(key);
      windows.set(key, { times: [...times, now], windowMs });
      return true;
    },
    async countHits(key, windowMs, now) {
      return recent(windows.get(key)?.times ?? [], windowMs, now).length;
    },
    async clearHits(key) {
      windows.delete(key);
    },
    async put(key, value, ttlMs) {
      const now = Date.now();
      if (values.size >= maxKeys) dropExpiredValues(now);
      values.set(key, { value, expiresAt: now + ttlMs });
    },
    async read(key) {
      const entry = values.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= Date.now()) {
        values.delete(key);
        return null;
      }
      return entry.value;
    },
  };
}
