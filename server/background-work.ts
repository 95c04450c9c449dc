import 'server-only';
import { sweepRestockNotifications } from './catalog/restock-notifier';
import { getEnv } from './config/env';
import { getDatabase } from './db';
import { getMailer } from './email';
import { logger } from './http/logger';
import { scheduleSweeps, type SweepSchedule } from './sweep-schedule';

// On globalThis, like the database, so Next's development reloads never start a second timer.
const holder = globalThis as typeof globalThis & {
  __strideBackgroundWork?: (SweepSchedule | null)[];
};

/**
 * Starts the work the server process does between requests, once per process: mailing
 * back-in-stock requests whose size returned (stock comes back when an order's hold is released
 * or an operator restocks, neither of which can mail from where it happens).
 */
export function startBackgroundWork(): void {
  if (holder.__strideBackgroundWork !== undefined) return;
  const env = getEnv();
  const restockLog = logger.child({ task: 'restock-sweep' });
  holder.__strideBackgroundWork = [
    scheduleSweeps({
      name: 'back-in-stock sweep',
      intervalSeconds: env.RESTOCK_SWEEP_SECONDS,
      log: restockLog,
      sweep: async () => {
        const { db } = await getDatabase();
        const result = await sweepRestockNotifications({
          db,
          mailer: getMailer(db),
          publicBaseUrl: env.PUBLIC_BASE_URL,
          log: restockLog,
        });
        if (result.emailed > 0 || result.failed > 0) restockLog.info(result, 'back-in-stock sweep');
      },
    }),
  ];
}
