/**
 * `npm run notify:restock`: one back-in-stock sweep over the database named by the environment
 * (DATABASE_URL, else PGlite under DATA_DIR), for cron or after restocking by hand. The
 * running server sweeps on its own every RESTOCK_SWEEP_SECONDS; with PGlite stop it first,
 * since one process at a time may open the data folder.
 */
import { getEnv } from '@/server/config/env';
import { openDatabase, targetFromEnv } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { getMailer } from '@/server/email';
import { logger } from '@/server/http/logger';
import { sweepRestockNotifications } from '@/server/catalog/restock-notifier';

async function main(): Promise<void> {
  const env = getEnv();
  const handle = openDatabase(targetFromEnv(env));
  try {
    await migrateDatabase(handle);
    const { emailed, failed } = await sweepRestockNotifications({
      db: handle.db,
      mailer: getMailer(handle.db),
      publicBaseUrl: env.PUBLIC_BASE_URL,
      log: logger.child({ task: 'restock-sweep' }),
    });
    console.log(`Back-in-stock emails sent: ${emailed}; failed and still waiting: ${failed}.`);
    // Cron reports a non-zero exit, so failed mail gets noticed.
    if (failed > 0) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
