// Apart from pending-payment.ts (its zod schema) so placing an order loads no zod.
import type { PlaceOrderResponse } from '../contracts/checkout';
import type { PendingPayment } from './pending-payment';

/** What a placement that is not Created asks the shopper to do, or null when it names nothing. */
export function pendingPaymentOf(reply: PlaceOrderResponse): PendingPayment | null {
  const notAuthorized = reply.flash.find((entry) => entry.type === 'PaymentNotAuthorized');
  return notAuthorized
    ? { orderNumber: reply.orderNumber, st: reply.st, action: notAuthorized.data.action }
    : null;
}
