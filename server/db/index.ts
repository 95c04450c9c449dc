import 'server-only';
import { getEnv } from '../config/env';
import { openDatabase, targetFromEnv, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

/**
 * The process-wide database. Kept on globalThis so Next's dev reloads reuse it: PGlite allows
 * one open handle per data folder. The server migrates on first use, so nothing else needs
 * to hold the folder while it runs.
 */
const holder = globalThis as typeof globalThis & { __strideDatabase?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  holder.__strideDatabase ??= (async () => {
    const handle = openDatabase(targetFromEnv(getEnv()));
    await migrateDatabase(handle);
    return handle;
  })().catch((error: unknown) => {
    holder.__strideDatabase = undefined;
    throw error;
  });
  return holder.__strideDatabase;
}
