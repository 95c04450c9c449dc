import 'server-only';
import { getAuthSecret } from './auth/auth-secret';
import { expireIdleBaskets } from './cart';
import { sweepRestockNotifications } from './catalog/restock-notifier';
import { sendOrderConfirmation } from './checkout/confirmation-mail';
import { recoverStaleOrders } from './checkout/stale-orders';
import { sweepContentSchedules } from './content/schedule-sweep';
import { getEnv } from './config/env';
import { getDatabase } from './db';
import { getMailer } from './email';
import { logger } from './http/logger';
import { advanceSimulatedOrders, fulfilmentSimulatorOn } from './orders/fulfilment-simulator';
import { retryProviderRefunds } from './orders/provider-refunds';
import { paymentProviderFromEnv } from './payments/provider-from-env';
import { createDatabaseLedger } from './payments/simulator-ledger';
import { scheduleSweeps, type SweepSchedule } from './sweep-schedule';

/** How often the order recovery looks for placements a crash or an outage left unfinished. */
const ORDER_RECOVERY_SECONDS = 300;
/** How often carts idle past CART_IDLE_DAYS are expired. */
const BASKET_EXPIRY_SECONDS = 60;
/** How often scheduled content goes live and content past its unpublish time is withdrawn. */
const CONTENT_SCHEDULE_SECONDS = 60;

// On globalThis, like the database, so Next's development reloads never start a second timer.
const holder = globalThis as typeof globalThis & {
  __strideBackgroundWork?: (SweepSchedule | null)[];
};

/**
 * Starts the work the server process does between requests, once per process: mailing
 * back-in-stock requests whose size returned (stock comes back when an order's hold is released
 * or an operator restocks, neither of which can mail from where it happens), recovering
 * orders whose placement was cut short (checkout/stale-orders.ts), expiring idle carts
 * (cart/expiry.ts), applying content schedules (content/schedule-sweep.ts) and, in the demo,
 * moving placed orders on (orders/fulfilment-simulator.ts).
 * None of it runs inside a shopper's request, and each sweep claims its rows, so several
 * processes can run them side by side.
 */
export function startBackgroundWork(): void {
  if (holder.__strideBackgroundWork !== undefined) return;
  const env = getEnv();
  const restockLog = logger.child({ task: 'restock-sweep' });
  const recoveryLog = logger.child({ task: 'order-recovery' });
  const expiryLog = logger.child({ task: 'basket-expiry' });
  const fulfilmentLog = logger.child({ task: 'fulfilment-simulator' });
  const scheduleLog = logger.child({ task: 'content-schedule' });
  const stepSeconds = env.FULFILMENT_SIMULATOR_STEP_SECONDS;
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
    scheduleSweeps({
      name: 'order recovery',
      intervalSeconds: ORDER_RECOVERY_SECONDS,
      log: recoveryLog,
      sweep: async () => {
        const { db } = await getDatabase();
        const provider = paymentProviderFromEnv(env, getAuthSecret, createDatabaseLedger(db));
        await retryProviderRefunds({ db, now: new Date(), provider, log: recoveryLog });
        await recoverStaleOrders({
          db,
          now: new Date(),
          provider,
          log: recoveryLog,
          confirm: (order) =>
            sendOrderConfirmation(
              { mailer: getMailer, publicBaseUrl: env.PUBLIC_BASE_URL },
              db,
              recoveryLog,
              order,
            ),
        });
      },
    }),
    scheduleSweeps({
      name: 'idle basket expiry',
      intervalSeconds: BASKET_EXPIRY_SECONDS,
      log: expiryLog,
      sweep: async () => {
        const { db } = await getDatabase();
        const expired = await expireIdleBaskets(db, new Date(), env.CART_IDLE_DAYS);
        if (expired > 0) expiryLog.info({ expired }, 'idle basket expiry');
      },
    }),
    scheduleSweeps({
      name: 'content schedule',
      intervalSeconds: CONTENT_SCHEDULE_SECONDS,
      log: scheduleLog,
      sweep: async () => {
        const { db } = await getDatabase();
        const applied = await sweepContentSchedules(db, new Date());
        if (applied.published > 0 || applied.unpublished > 0) {
          scheduleLog.info(applied, 'content schedule');
        }
      },
    }),
    scheduleSweeps({
      name: 'fulfilment simulator',
      // A few looks per step, so each order moves on close to its step's end.
      intervalSeconds: fulfilmentSimulatorOn(env) ? Math.max(1, Math.ceil(stepSeconds / 4)) : 0,
      log: fulfilmentLog,
      sweep: async () => {
        const { db } = await getDatabase();
        await advanceSimulatedOrders({
          db,
          now: new Date(),
          stepSeconds,
          mail: { mailer: getMailer, publicBaseUrl: env.PUBLIC_BASE_URL },
          log: fulfilmentLog,
        });
      },
    }),
  ];
}
