import { Hono } from 'hono';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import type { ErrorReporter } from '../monitoring/error-reporter';
import { readJsonBody } from '../http/validation';
import { basicAuthMatches, notificationRequestSchema } from '../payments/adyen-notifications';
import { applyNotificationItem } from './adyen-notifications';
import type { CheckoutDependencies } from './checkout-dependencies';
import { sendOrderConfirmation } from './confirmation-mail';

/**
 * POST /adyen/notifications: Adyen's standard webhook. Mounted ahead of the storefront's
 * header checks (Adyen sends none of our x-* headers); basic auth stands in for them, and
 * every item is checked against its HMAC signature. The batch is acknowledged with
 * "[accepted]" once its items are handled, including the ones skipped or ignored; a failure
 * while finishing an order answers an error instead, so Adyen sends the batch again.
 */
export function adyenNotificationRoutes(deps: CheckoutDependencies, reporter: ErrorReporter) {
  return new Hono<ApiEnv>().post('/adyen/notifications', async (c) => {
    const config = deps.adyenWebhook;
    if (!config || deps.payments.name !== 'adyen') {
      throw new ApiError('API404', 'Adyen notifications are not received here.');
    }
    if (!basicAuthMatches(c.req.header('authorization'), config)) {
      c.header('WWW-Authenticate', 'Basic realm="adyen-notifications"');
      throw new ApiError('AUT401', 'Adyen webhook credentials are not valid.');
    }
    const body = await readJsonBody(c, notificationRequestSchema);
    const db = c.get('db');
    const log = c.get('log').child({ webhook: 'adyen' });
    const ctx = {
      db,
      now: deps.auth.clock.now(),
      provider: deps.payments,
      config,
      log,
      reporter,
      confirm: (order: Parameters<typeof sendOrderConfirmation>[3]) =>
        sendOrderConfirmation(deps.auth, db, log, order),
    };
    for (const { NotificationRequestItem } of body.notificationItems) {
      await applyNotificationItem(ctx, NotificationRequestItem);
    }
    return c.text('[accepted]');
  });
}
