import { z } from 'zod';
import { paymentActionSchema, type PatchOrderRequest } from '../contracts/checkout';
import type { PendingChallenge } from './checkout-steps';

/** An order waiting for the shopper's action: its number, access token and the action. */
export const pendingPaymentSchema = z.object({
  orderNumber: z.string(),
  st: z.string(),
  action: paymentActionSchema,
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

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
