import { eq, sql } from 'drizzle-orm';
import { isLocale } from '@/lib/i18n/locales';
import type { AuthDependencies } from '../auth/auth-dependencies';
import type { Database } from '../db/client';
import { orders, type OrderRow } from '../db/schema';
import { renderEmail } from '../email/templates';
import type { Logger } from '../http/logger';
import { digitalGiftCardsOf, sendGiftCardMails } from '../orders/gift-card-mail';
import { toOrderResponse } from './order-view';

/** The confirmation page of an order on the store's public origin, with the guest's token. */
export function orderConfirmationUrl(publicBaseUrl: string, order: OrderRow): string {
  const locale = isLocale(order.locale) ? order.locale : 'en-us';
  const url = new URL(`/${locale}/order-confirmation`, publicBaseUrl);
  url.searchParams.set('orderNumber', order.orderNumber);
  url.searchParams.set('st', order.accessToken);
  return url.toString();
}

/**
 * The order confirmation, to the outbox or SMTP: the order as its confirmation page shows it
 * (items, delivery, the shared summary). A mail failure is logged and never undoes a paid
 * order; the link carries the access token so a guest can open the order. The order records
 * that its mail went, so one a crash or a mail outage lost is sent by the recovery sweep
 * (stale-orders.ts) instead of never.
 */
export async function sendOrderConfirmation(
  deps: Pick<AuthDependencies, 'mailer' | 'publicBaseUrl'>,
  db: Database,
  log: Logger,
  order: OrderRow,
): Promise<void> {
  const locale = isLocale(order.locale) ? order.locale : 'en-us';
  try {
    const rendered = renderEmail(
      'order-confirmation',
      locale,
      {
        order: await toOrderResponse(db, order),
        orderUrl: orderConfirmationUrl(deps.publicBaseUrl, order),
        firstName: order.billingAddress.firstName,
      },
      { publicBaseUrl: deps.publicBaseUrl },
    );
    await deps
      .mailer(db)
      .send({ kind: 'order-confirmation', locale, to: order.email, ...rendered });
  } catch (error) {
    log.error({ err: error, orderNumber: order.orderNumber }, 'order confirmation not sent');
    return;
  }
  // Digital gift cards reach their recipients with the order, once, as the confirmation does.
  try {
    await sendGiftCardMails(deps, db, log, order, await digitalGiftCardsOf(db, order.orderNumber));
  } catch (error) {
    log.error({ err: error, orderNumber: order.orderNumber }, 'gift card mails not sent');
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
