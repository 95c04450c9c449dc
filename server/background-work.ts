import 'server-only';
import { sweepRestockNotifications } from './catalog/restock-notifier';
import { scheduleRestockSweeps, type RestockSweepSchedule } from './catalog/restock-schedule';
import { getEnv } from './config/env';
import { getDatabase } from './db';
import { getMailer } from './email';
import { logger } from './http/logger';

// On globalThis, like the database, so Next's development reloads never start a second timer.
const holder = globalThis as typeof globalThis & {
  __strideRestockSweeps?: RestockSweepSchedule | null;
};

/**
 * Starts the work the server process does between requests: mailing back-in-stock requests
 * whose size returned (stock comes back when an order's hold is released or an operator
 * restocks, neither of which can mail from where it happens). Once per process.
 */
export function startBackgroundWork(): void {
  if (holder.__strideRestockSweeps !== undefined) return;
  const env = getEnv();
  const log = logger.child({ task: 'restock-sweep' });
  holder.__strideRestockSweeps = scheduleRestockSweeps({
    intervalSeconds: env.RESTOCK_SWEEP_SECONDS,
    log,
    sweep: async () => {
      const { db } = await getDatabase();
      return sweepRestockNotifications({
        db,
        mailer: getMailer(db),
        publicBaseUrl: env.PUBLIC_BASE_URL,
        log,
      });
    },
  });
}
