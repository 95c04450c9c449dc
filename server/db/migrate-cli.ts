import { getEnv } from '../config/env';
import { openDatabase, targetFromEnv } from './client';
import { migrateDatabase } from './migrate';

const handle = openDatabase(targetFromEnv(getEnv()));
try {
  await migrateDatabase(handle);
  console.log(
    `Migrated ${handle.target.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'} database.`,
  );
} finally {
  await handle.close();
}
