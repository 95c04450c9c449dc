import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { preparingQueries } from './prepared-queries';

/**
 * Drizzle without the schema: nothing uses its relational queries (`db.query`), and given the
 * schema it builds a query builder per table for every transaction, a few percent of add to
 * cart's CPU.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `from` starts it as a copy of a
   * dumped data folder (tests copy one migrated database instead of migrating each).
   */
  | { kind: 'pglite'; dataDir?: string; from?: Blob };

export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget;
  close: () => Promise<void>;
}

export function targetFromEnv(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite') };
}

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === 'postgres') {
    // JIT compiles a plan for half a second once its cost passes a threshold that large
    // listings' facet counts cross, for queries that then run in milliseconds. Those counts
    // hash tables of 100,000 rows, which spill to temporary files (or sort on disk instead)
    // within the default 4 MB of work memory: 16 MB saves about a tenth of the largest
    // category's count.
    const sql = postgres(target.url, {
      max: 10,
      onnotice: () => {},
      connection: { jit: 'off', work_mem: '16MB' },
    });
    return {
      db: drizzlePostgres(preparingQueries(sql)) as unknown as Database,
      target,
      close: () => sql.end({ timeout: 5 }),
    };
  }
  // PGlite refuses to create a data folder whose parent is missing.
  if (target.dataDir) mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = new PGlite({
    dataDir: target.dataDir,
    loadDataDir: target.from,
    extensions: { pg_trgm },
  });
  return {
    db: drizzlePglite(client) as unknown as Database,
    target,
    close: () => client.close(),
  };
}
