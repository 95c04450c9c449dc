import 'server-only';
import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
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

/** When the data behind any of `tags` last changed; null when it never did. */
export async function lastChanged(db: Database, tags: string[]): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(cacheTagChanges.changedAt) })
    .from(cacheTagChanges)
    .where(inArray(cacheTagChanges.tag, tags));
  return row?.at ?? null;
}

/**
 * The version of a tag's clock: it differs after every committed change of the data behind
 * the tag ('never' until the first). The row's xmin (the writing transaction) tells apart two
 * changes that read the same clock_timestamp() microsecond.
 */
export async function tagVersion(db: Database, tag: string): Promise<string> {
  const [row] = await db
    .select({
      version: sql<string>`${cacheTagChanges.changedAt}::text || '/' || ${cacheTagChanges}.xmin::text`,
    })
    .from(cacheTagChanges)
    .where(eq(cacheTagChanges.tag, tag));
  return row?.version ?? 'never';
}

/**
 * What the entry server's modules (server/entry/cache-handler.mjs, shared-pages.mjs) find on
 * globalThis under this symbol.
 */
export interface SharedTagClock {
  changedSince(tags: string[], since: Date): Promise<boolean>;
  lastChanged(tags: string[]): Promise<Date | null>;
}

const TAG_CLOCK = Symbol.for('stride.cacheTagClock');

/**
 * Next loads its cache handler outside the app's bundle, and the entry server starts before
 * it, so neither can import the database: the process's clock reader is handed over on
 * globalThis instead.
 */
export function shareTagClock(): void {
  const clock: SharedTagClock = {
    changedSince: async (tags, since) => changedSince((await getDatabase()).db, tags, since),
    lastChanged: async (tags) => lastChanged((await getDatabase()).db, tags),
  };
  (globalThis as Record<symbol, unknown>)[TAG_CLOCK] = clock;
}
