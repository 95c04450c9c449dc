import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, reloadForMissingChunk } from './stale-deployment';

function chunkLoadError() {
  const error = new Error('Failed to load chunk /_next/static/chunks/abc.js from module 42');
  error.name = 'ChunkLoadError';
  return error;
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('a page from an older deployment', () => {
  it('reloads once when a chunk of its code is gone, and not again within the guard', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForMissingChunk(chunkLoadError(), { storage, now: 1_000_000, reload })).toBe(true);
    expect(reloadForMissingChunk(chunkLoadError(), { storage, now: 1_005_000, reload })).toBe(
      false,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(
      reloadForMissingChunk(chunkLoadError(), {
        storage,
        now: 1_000_000 + RELOAD_GUARD_MS,
        reload,
      }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors', () => {
    const reload = vi.fn();
    const context = { storage: memoryStorage(), now: 1_000_000, reload };
    expect(reloadForMissingChunk(new TypeError('x is undefined'), context)).toBe(false);
    expect(reloadForMissingChunk('ChunkLoadError', context)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
