import { z } from 'zod';
import {
  paymentActionSchema,
  type PatchOrderRequest,
  type PlaceOrderResponse,
} from '../contracts/checkout';
import type { PendingChallenge } from './checkout-steps';

/** An order waiting for the shopper's action: its number, access token and the action. */
export const pendingPaymentSchema = z.object({
  orderNumber: z.string(),
  st: z.string(),
  action: paymentActionSchema,
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

/** What a placement that is not Created asks the shopper to do, or null when it names nothing. */
export function pendingPaymentOf(reply: PlaceOrderResponse): PendingPayment | null {
  const notAuthorized = reply.flash.find((entry) => entry.type === 'PaymentNotAuthorized');
  return notAuthorized
    ? { orderNumber: reply.orderNumber, st: reply.st, action: notAuthorized.data.action }
    : null;
}

/** The pending payment the checkout store keeps (session storage), when it is well formed. */
export function readPendingPayment(challenge: PendingChallenge | null): PendingPayment | null {
  const parsed = pendingPaymentSchema.safeParse(challenge?.action);
  return parsed.success ? parsed.data : null;
}

/** The order PATCH's payment code for the method an action belongs to (Adyen's type). */
export function patchCodeFor(
  paymentMethodType: string | undefined,
): PatchOrderRequest['paymentMethod']['code'] {
  // Adyen names Klarna's variants klarna, klarna_paynow and klarna_account.
  if (paymentMethodType?.startsWith('klarna')) return 'KLARNA';
  if (paymentMethodType === 'paypal') return 'PAYPAL';
  return 'CREDIT_CARD';
}
