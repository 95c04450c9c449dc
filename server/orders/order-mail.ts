import type { Tracking } from '@/lib/contracts/orders';
import { formatMoney, toMajor } from '@/lib/format/money';
import type { Currency, Locale } from '@/lib/i18n/locales';
import { eq } from 'drizzle-orm';
import type { AuthDependencies } from '../auth/auth-dependencies';
import { notificationPreferencesOf } from '../consumer/subscription-view';
import type { Database } from '../db/client';
import { consumers, type OrderRow } from '../db/schema';
import { sendMailQuietly } from '../email/send-quietly';
import type { Logger } from '../http/logger';
import { orderPageUrl } from './order-links';
import { orderLocale } from './order-locale';

export type OrderMailDependencies = Pick<AuthDependencies, 'mailer' | 'publicBaseUrl'>;

export type OrderUpdate =
  | { kind: 'order-shipped'; tracking: Tracking }
  | { kind: 'order-delivered' }
  | { kind: 'order-cancelled'; refundMinor: number }
  | { kind: 'refund-issued'; refundMinor: number };

function dataOf(update: OrderUpdate, order: OrderRow, locale: Locale): Record<string, string> {
  const money = (minor: number) => formatMoney(toMajor(minor), order.currency as Currency, locale);
  switch (update.kind) {
    case 'order-shipped':
      return {
        carrier: update.tracking.carrier,
        trackingNumber: update.tracking.trackingNumber,
        ...(update.tracking.trackingUrl ? { trackingUrl: update.tracking.trackingUrl } : {}),
      };
    case 'order-cancelled':
      return update.refundMinor > 0 ? { refund: money(update.refundMinor) } : {};
    case 'refund-issued':
      return { refund: money(update.refundMinor) };
    case 'order-delivered':
      return {};
  }
}

/** The progress mails a shopper may turn off (PUT notification); mails about money always go. */
const progressUpdates: ReadonlySet<OrderUpdate['kind']> = new Set([
  'order-shipped',
  'order-delivered',
]);

async function wantsProgressMail(db: Database, consumerId: string | null): Promise<boolean> {
  if (!consumerId) return true;
  const [row] = await db
    .select({ preferences: consumers.notificationPreferences })
    .from(consumers)
    .where(eq(consumers.id, consumerId))
    .limit(1);
  return notificationPreferencesOf(row?.preferences ?? {}).orderUpdates;
}

/**
 * Tells the shopper what became of the order, after the change committed: a mail that fails
 * is logged and never undoes the change. A shopper who turned order updates off hears only of
 * cancellations and refunds.
 */
export async function sendOrderUpdate(
  deps: OrderMailDependencies,
  db: Database,
  log: Logger,
  order: OrderRow,
  update: OrderUpdate,
): Promise<void> {
  if (progressUpdates.has(update.kind) && !(await wantsProgressMail(db, order.consumerId))) return;
  const locale = orderLocale(order);
  await sendMailQuietly(
    deps,
    db,
    log,
    {
      kind: update.kind,
      locale,
      to: order.email,
      data: {
        firstName: order.billingAddress.firstName,
        orderNumber: order.orderNumber,
        orderUrl: orderPageUrl(deps.publicBaseUrl, order),
        ...dataOf(update, order, locale),
      },
    },
    { orderNumber: order.orderNumber },
  );
}
