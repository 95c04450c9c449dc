// Next's cache of server reads (unstable_cache), kept as Next keeps it (memory and .next on
// disk), with one more question before an entry is served: has the data behind its tags
// changed since it was written? The database answers (server/cache/tag-clock.ts), so a price,
// a sell-out or a published page shows on the next request, on every server instance alike.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Next's own handler, which this one extends; Next exports it as CommonJS.
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const TAG_CLOCK = Symbol.for('stride.cacheTagClock');

/**
 * A read that began before a change committed may be written a little after it: entries
 * written within this long after a change count as older than it. Writers' transactions are
 * far shorter.
 */
export const SETTLE_MS = 5_000;

export default class TagClockCache extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    // The clock is shared once the server runs; `next build` has none and renders afresh.
    const clock = globalThis[TAG_CLOCK];
    const tags = [...new Set([...(ctx?.tags ?? []), ...(entry?.value?.tags ?? [])])];
    if (!entry || !clock || tags.length === 0) return entry;
    try {
      const since = new Date(entry.lastModified - SETTLE_MS);
      return (await clock.changedSince(tags, since)) ? null : entry;
    } catch {
      // The database is out of reach: what was cached is the best answer there is.
      return entry;
    }
  }
}
