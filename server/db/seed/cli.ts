/**
 * `npm run db:seed [-- --products N] [-- --no-images]`: migrates the database named by the
 * environment (DATABASE_URL, else PGlite under DATA_DIR) and replaces its demo data. Seeded
 * associates get the demo password, and the demo shopper is seeded, only with DEMO_MODE on.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { getEnv } from '@/server/config/env';
import { openDatabase, targetFromEnv } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { DEFAULT_PRODUCT_COUNT } from './fixtures';
import { seedDatabase } from './run';
import { formatSummary } from './summary';

const usage = `Usage: db:seed [--products N] [--no-images]
  --products N   catalogue size (default ${DEFAULT_PRODUCT_COUNT}); large values are for benchmarks
  --no-images    do not render product and content images`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      'no-images': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const products = values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products);
  const env = getEnv();
  const mediaDir = values['no-images'] ? null : path.resolve(env.DATA_DIR, 'media');
  const handle = openDatabase(targetFromEnv(env));
  try {
    await migrateDatabase(handle);
    const summary = await seedDatabase(handle.db, {
      products,
      images: mediaDir ? { dir: mediaDir } : false,
      log: (line) => console.log(line),
      // The shared, public associate password exists only in the demo.
      demoStaffPasswords: env.DEMO_MODE,
      // So is the demo shopper's, with their orders.
      demoShopper: env.DEMO_MODE && { publicBaseUrl: env.PUBLIC_BASE_URL },
    });
    // PGlite runs no autovacuum: without fresh statistics the planner misjudges large tables,
    // and until a vacuum marks the new pages all-visible, an index-only scan (the facets'
    // covering indexes, migration 0014) still reads every row from the table.
    await handle.db.execute(sql`vacuum analyze`);
    console.log(formatSummary(summary, mediaDir));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(usage);
  process.exitCode = 1;
});
