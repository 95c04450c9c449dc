import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import type { DatabaseHandle } from './client';

const migrationsFolder = path.resolve(process.cwd(), 'server/db/migrations');

/** An arbitrary constant shared by every process that migrates the same PostgreSQL. */
const MIGRATION_LOCK_ID = 7_340_112;

/** Applies pending drizzle-kit migrations; safe to call on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const { target } = handle;
  if (target.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several processes may start together against one server: one migrates, the others wait.
  // A session-level advisory lock needs one connection for lock, migration and unlock.
  const connection = postgres(target.url, { max: 1, onnotice: () => {} });
  const db = drizzlePostgres(connection);
  try {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    await migratePostgres(db, { migrationsFolder });
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
  } finally {
    await connection.end({ timeout: 5 });
  }
}
