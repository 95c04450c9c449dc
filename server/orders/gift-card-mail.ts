import { and, eq, isNotNull } from 'drizzle-orm';
import { formatMoney, toMajor } from '@/lib/format/money';
import type { Currency } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { orderItems, type OrderRow } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { sendMailQuietly } from '../email/send-quietly';
import type { Logger } from '../http/logger';
import { orderLocale } from './order-locale';

export type OrderItemRow = typeof orderItems.$inferSelect;

/** The order's digital gift cards: lines delivered by email, with a recipient. */
export async function digitalGiftCardsOf(
  db: Database,
  orderNumber: string,
): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderNumber, orderNumber),
        eq(orderItems.shippingMethod, 'digital'),
        isNotNull(orderItems.giftOption),
      ),
    )
    .orderBy(orderItems.id);
}

/**
 * One mail per unit of each line to its recipient (gift option: to, email, message), in the
 * order's language, from the buyer's first name. Returns how many went; a failed one is
 * logged and not counted.
 */
export async function sendGiftCardMails(
  deps: { mailer: (db: Database) => Mailer; publicBaseUrl: string },
  db: Database,
  log: Logger,
  order: OrderRow,
  lines: OrderItemRow[],
): Promise<number> {
  const locale = orderLocale(order);
  const storeUrl = new URL(`/${locale}`, deps.publicBaseUrl).toString();
  let sent = 0;
  for (const line of lines) {
    const gift = line.giftOption;
    if (!gift) continue;
    for (let unit = 0; unit < line.qty; unit += 1) {
      const went = await sendMailQuietly(
        deps,
        db,
        log,
        {
          kind: 'gift-card',
          locale,
          to: gift.email,
          data: {
            recipientName: gift.to,
            senderName: order.billingAddress.firstName,
            amount: formatMoney(toMajor(line.unitPriceMinor), order.currency as Currency, locale),
            message: gift.message,
            storeUrl,
          },
        },
        { itemId: line.id },
      );
      if (went) sent += 1;
    }
  }
  return sent;
}
