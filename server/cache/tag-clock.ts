import 'server-only';
import { and, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { getDatabase } from '../db';
import { cacheTagChanges } from '../db/schema';

/** Whether the data behind any of `tags` changed after `since` (the triggers of migration 0007). */
export async function changedSince(db: Database, tags: string[], since: Date): Promise<boolean> {
  const [changed] = await db
    .select({ tag: cacheTagChanges.tag })
    .from(cacheTagChanges)
    .where(and(inArray(cacheTagChanges.tag, tags), gt(cacheTagChanges.changedAt, since)))
    .limit(1);
  return changed !== undefined;
}

/** What server/entry/cache-handler.mjs finds on globalThis under this symbol. */
export interface SharedTagClock {
  changedSince(tags: string[], since: Date): Promise<boolean>;
}

const TAG_CLOCK = Symbol.for('stride.cacheTagClock');

/**
 * Next loads its cache handler outside the app's bundle, so the handler cannot import the
 * database: the process's clock reader is handed over on globalThis instead.
 */
export function shareTagClock(): void {
  const clock: SharedTagClock = {
    changedSince: async (tags, since) => changedSince((await getDatabase()).db, tags, since),
  };
  (globalThis as Record<symbol, unknown>)[TAG_CLOCK] = clock;
}
