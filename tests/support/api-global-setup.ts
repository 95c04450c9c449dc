import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database each test file's database is copied from (test-database.ts). */
    migratedTemplate: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; name: string };
  }
}

/**
 * Migrates one database before the API suite and hands its name to the test files: each file's
 * fresh database is a copy of it (a PGlite dump, or a PostgreSQL TEMPLATE), which takes a
 * fraction of running every migration again for each of a hundred files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openDatabase({ kind: 'pglite' });
    await migrateDatabase(handle);
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
      .$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const folder = mkdtempSync(path.join(tmpdir(), 'stride-template-'));
    const dumpPath = path.join(folder, 'migrated.tar');
    writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
    project.provide('migratedTemplate', { kind: 'pglite', dumpPath });
    return async () => rmSync(folder, { recursive: true, force: true });
  }

  const name = `stride_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(handle);
  // A template is copied only while nobody is connected to it.
  await handle.close();
  project.provide('migratedTemplate', { kind: 'postgres', name });
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  };
}
