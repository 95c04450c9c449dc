import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { searchQueries } from '../db/schema';

/** Counts a search that found something; the most counted become "popular searches". */
export async function recordSearch(db: Database, locale: Locale, query: string): Promise<void> {
  await db
    .insert(searchQueries)
    .values({ locale, query })
    .onConflictDoUpdate({
      target: [searchQueries.locale, searchQueries.query],
      set: { count: sql`${searchQueries.count} + 1`, lastSearchedAt: sql`now()` },
    });
}

/** Most searched first; with a prefix, only searches that start with it. */
export async function popularSearches(
  db: Database,
  locale: Locale,
  prefix: string,
  limit: number,
): Promise<string[]> {
  const escaped = prefix.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db
    .select({ query: searchQueries.query })
    .from(searchQueries)
    .where(
      and(
        eq(searchQueries.locale, locale),
        prefix ? like(searchQueries.query, `${escaped}%`) : undefined,
      ),
    )
    .orderBy(desc(searchQueries.count), desc(searchQueries.lastSearchedAt))
    .limit(limit);
  return rows.map((row) => row.query);
}
