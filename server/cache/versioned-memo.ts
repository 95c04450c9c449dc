/**
 * Results kept in memory while the version of the data behind them stays the same, for at most
 * `limit` keys (the least recently used go first). Callers that ask while a result is being
 * computed for the same version share that computation; a failed one is not kept.
 *
 * The version must be read before the computation starts: a change committed after the read
 * moves the version, so a result that may have missed it is never served again, while a result
 * computed from data newer than its version is merely recomputed once.
 */
export interface VersionedMemo<T> {
  get(key: string, version: string, compute: () => Promise<T>): Promise<T>;
}

export function createVersionedMemo<T>(limit: number): VersionedMemo<T> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const kept = new Map<string, { version: string; result: Promise<T> }>();
  return {
    get(key, version, compute) {
      const entry = kept.get(key);
      kept.delete(key);
      if (entry?.version === version) {
        kept.set(key, entry);
        return entry.result;
      }
      const result = compute();
      const computed = { version, result };
      kept.set(key, computed);
      for (const oldest of kept.keys()) {
        if (kept.size <= limit) break;
        kept.delete(oldest);
      }
      result.catch(() => {
        if (kept.get(key) === computed) kept.delete(key);
      });
      return result;
    },
  };
}
