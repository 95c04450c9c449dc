import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards). Either is
 * a copy of the database the suite migrated once (tests/support/api-global-setup.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('migratedTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template.kind === 'pglite') {
    const from = new Blob([readFileSync(template.dumpPath)]);
    return openDatabase({ kind: 'pglite', from });
  }
  if (!serverUrl) throw new Error('A PostgreSQL template needs TEST_DATABASE_URL.');
  const name = `stride_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template.name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
