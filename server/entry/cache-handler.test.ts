import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import TagClockCache, { SETTLE_MS } from './cache-handler.mjs';

const TAG_CLOCK = Symbol.for('stride.cacheTagClock');
const clockHolder = globalThis as Record<symbol, unknown>;

/** A clock that knows one change: `tag` at `at`. */
function shareClock(change: { tag: string; at: number } | 'unreachable') {
  clockHolder[TAG_CLOCK] = {
    changedSince: async (tags: string[], since: Date) => {
      if (change === 'unreachable') throw new Error('connection refused');
      return tags.includes(change.tag) && change.at > since.getTime();
    },
  };
}

afterEach(() => {
  delete clockHolder[TAG_CLOCK];
});

const product = {
  kind: 'FETCH',
  data: { headers: {}, body: '"price 100"', status: 200, url: '' },
  revalidate: 3600,
};

async function cachedRead(key: string, tags: string[]) {
  const cache = new TagClockCache({
    serverDistDir: os.tmpdir(),
    revalidatedTags: [],
    maxMemoryCacheSize: 1_000_000,
    flushToDisk: false,
  });
  await cache.set(key, product, { fetchCache: true, tags });
  return { read: () => cache.get(key, { kind: 'FETCH', tags }) };
}

describe('the cache of server reads', () => {
  it('serves an entry whose tags have not changed since it was written', async () => {
    const { read } = await cachedRead('product-1', ['product:1']);
    shareClock({ tag: 'product:2', at: Date.now() });
    expect(await read()).not.toBeNull();
  });

  it('reads afresh once the data behind a tag changed', async () => {
    const { read } = await cachedRead('product-3', ['product:3']);
    shareClock({ tag: 'product:3', at: Date.now() + 1 });
    expect(await read()).toBeNull();
  });

  it('counts an entry written just after a change as older than it', async () => {
    const changedAt = Date.now();
    const { read } = await cachedRead('listing', ['listings']);
    shareClock({ tag: 'listings', at: changedAt });
    expect(await read()).toBeNull();
    shareClock({ tag: 'listings', at: changedAt - SETTLE_MS - 1_000 });
    expect(await read()).not.toBeNull();
  });

  it('serves what it has when the database cannot be asked, and before the clock is shared', async () => {
    const { read } = await cachedRead('menu', ['content']);
    expect(await read()).not.toBeNull();
    shareClock('unreachable');
    expect(await read()).not.toBeNull();
  });
});
