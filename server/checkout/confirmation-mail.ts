import { eq, sql } from 'drizzle-orm';
import { formatMoney, toMajor } from '@/lib/format/money';
import { isLocale, type Currency } from '@/lib/i18n/locales';
import type { AuthDependencies } from '../auth/auth-dependencies';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { renderEmail } from '../email/templates';
import type { Logger } from '../http/logger';

type OrderRow = typeof orders.$inferSelect;

/**
 * The order confirmation, to the outbox or SMTP. A mail failure is logged and never undoes a
 * paid order; the link carries the access token so a guest can open the order. The order
 * records that its mail went, so one a crash or a mail outage lost is sent by the recovery
 * sweep (stale-orders.ts) instead of never.
 */
export async function sendOrderConfirmation(
  deps: Pick<AuthDependencies, 'mailer' | 'publicBaseUrl'>,
  db: Database,
  log: Logger,
  order: OrderRow,
): Promise<void> {
  const locale = isLocale(order.locale) ? order.locale : 'en-us';
  const query = new URLSearchParams({ orderNumber: order.orderNumber, st: order.accessToken });
  try {
    const rendered = renderEmail('order-confirmation', locale, {
      orderNumber: order.orderNumber,
      total: formatMoney(toMajor(order.totals.total ?? 0), order.currency as Currency, locale),
      orderUrl: `${deps.publicBaseUrl}/${locale}/order-confirmation?${query.toString()}`,
      firstName:
        typeof order.billingAddress.firstName === 'string' ? order.billingAddress.firstName : '',
    });
    await deps
      .mailer(db)
      .send({ kind: 'order-confirmation', locale, to: order.email, ...rendered });
  } catch (error) {
    log.error({ err: error, orderNumber: order.orderNumber }, 'order confirmation not sent');
    return;
  }
  await db
    .update(orders)
    .set({ confirmationSentAt: sql`now()` })
    .where(eq(orders.orderNumber, order.orderNumber))
    .catch((error: unknown) =>
      log.error(
        { err: error, orderNumber: order.orderNumber },
        'order confirmation sent but not recorded: the recovery sweep may send it again',
      ),
    );
}
