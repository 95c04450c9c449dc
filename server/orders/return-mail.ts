import type { OrderItem } from '@/lib/contracts/checkout';
import { formatMoney, toMajor } from '@/lib/format/money';
import type { Currency } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import type { OrderRow } from '../db/schema';
import { sendMailQuietly } from '../email/send-quietly';
import type { Logger } from '../http/logger';
import type { AfterSalesDependencies } from './after-sales-dependencies';
import { formatLongDate } from './document-copy';
import { accountOrderUrl } from './order-links';
import { orderLocale } from './order-locale';
import type { OrderReturnRow } from './returns';

/**
 * The return's instructions to the order's email, in the order's language. A mail failure is
 * logged: the return is recorded and its label already in the shopper's hands.
 */
export async function sendReturnInstructions(
  deps: Pick<AfterSalesDependencies, 'mailer' | 'publicBaseUrl'>,
  db: Database,
  log: Logger,
  {
    order,
    started,
    items,
    returnBy,
  }: {
    order: OrderRow;
    started: OrderReturnRow;
    items: OrderItem[];
    returnBy: Date;
  },
): Promise<void> {
  const locale = orderLocale(order);
  await sendMailQuietly(
    deps,
    db,
    log,
    {
      kind: 'return-label',
      locale,
      to: order.email,
      data: {
        firstName: order.billingAddress.firstName,
        orderNumber: order.orderNumber,
        returnId: started.id,
        returnBy: formatLongDate(returnBy, locale),
        amount: formatMoney(toMajor(started.amountMinor), order.currency as Currency, locale),
        items: started.items.map((line) => ({
          name: items.find((item) => item.itemId === line.itemId)?.name ?? '',
          qty: line.qty,
        })),
        orderUrl: accountOrderUrl(deps.publicBaseUrl, order),
      },
    },
    { returnId: started.id },
  );
}
