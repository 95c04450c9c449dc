import { afterAll, beforeAll } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed/run';
import { createTestApi } from './test-api';
import { createTestDatabase } from './test-database';

type ApiCall = ReturnType<typeof createTestApi>;

/** Gives a test file its own freshly seeded database and an API client calling it. */
export function setupSeededApi(products: number): { call: ApiCall; db: () => Database } {
  let database: DatabaseHandle | undefined;
  let client: ApiCall | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { products, demoStaffPasswords: true });
    client = createTestApi(database.db);
  });
  afterAll(() => database?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The seeded API is ready only inside tests.');
    return value;
  };
  return { call: (...args) => ready(client)(...args), db: () => ready(database).db };
}
