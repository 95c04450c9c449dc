import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openDatabase({ kind: 'pglite' });
    await migrateDatabase(handle);
    return handle;
  }
  const name = `stride_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
