import type { z } from 'zod';
import type { PlaceOrderResponse, patchOrderRequestSchema } from '@/lib/contracts/checkout';
import type { OrderRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { PaymentProviderError, type ActionResult, type PaymentOutcome } from '../payments/provider';
import { failChallenge, finalizeOrder, paymentAttemptOf, pendingActionOf } from './payment-outcome';
import type { PlacementContext } from './place-order';
import { createdReply } from './placement-replies';

type ActionAnswer = z.infer<typeof patchOrderRequestSchema>['paymentMethod']['additionalData'];
type ChallengeContext = Omit<PlacementContext, 'subject'>;

/** What the page brought back from the action: the challenge's, the redirect's or PayPal's. */
function actionResultOf(answer: ActionAnswer): ActionResult {
  if (answer.threeDS2Result) return { threeDS2Result: answer.threeDS2Result };
  if (answer.redirectResult) return { redirectResult: answer.redirectResult };
  const approval = Object.entries(answer.details ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { walletApproval: Object.fromEntries(approval) };
}

/** The provider's answer to the action's result; an unreachable provider counts as an error. */
async function submitDetails(
  ctx: ChallengeContext,
  idempotencyKey: string,
  paymentData: string | undefined,
  answer: ActionAnswer,
): Promise<PaymentOutcome> {
  try {
    return await ctx.provider.submitDetails({
      idempotencyKey: `${idempotencyKey}:details`,
      result: actionResultOf(answer),
      ...(paymentData ? { paymentData } : {}),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return { resultCode: 'Error', refusalReason: 'Payment service unavailable' };
  }
}

/**
 * The order is cancelled and its holds given back; the shopper continues on a new cart with
 * the same lines (PAY400 with its id). A repeated answer for a cancelled order names the
 * shopper's open cart again, so a page that retries still finds it.
 */
async function cancelPending(
  ctx: ChallengeContext,
  orderNumber: string,
  refusal: { refusalReason: string; pspReference?: string },
): Promise<never> {
  const basketId = await failChallenge(ctx, orderNumber, refusal);
  throw new ApiError('PAY400', 'The payment was not confirmed. Your bag is ready to try again.', {
    data: { refusalReason: refusal.refusalReason, basketId },
  });
}

/**
 * PATCH /cart/v2/checkout/order/{orderNumber}: the result of the action placement asked for
 * (3-D Secure, the redirect's `redirectResult`, PayPal's approval) decides the order; a
 * cancelled action gives the order up without asking the provider.
 */
export async function completeChallenge(
  ctx: ChallengeContext,
  order: OrderRow,
  body: z.infer<typeof patchOrderRequestSchema>,
): Promise<PlaceOrderResponse> {
  if (order.status === 'Created') {
    const done = await finalizeOrder(ctx, order.orderNumber, null);
    return createdReply(order, done.basketId);
  }
  const answer = body.paymentMethod.additionalData;
  if (order.status === 'Cancelled') {
    return cancelPending(ctx, order.orderNumber, { refusalReason: 'Payment not confirmed' });
  }
  const payment = await paymentAttemptOf(ctx.db, order);
  const action = pendingActionOf(payment);
  if (!payment || !action)
    throw new ApiError('PAY400', 'This order is not waiting for a challenge.');
  if (answer.cancelled) {
    return cancelPending(ctx, order.orderNumber, { refusalReason: 'Cancelled by the shopper' });
  }
  const outcome = await submitDetails(ctx, payment.idempotencyKey, action.paymentData, answer);
  if (outcome.resultCode === 'Authorised') {
    const done = await finalizeOrder(ctx, order.orderNumber, outcome);
    if (done.changed) await ctx.confirm(done.order);
    return createdReply(done.order, done.basketId);
  }
  return cancelPending(ctx, order.orderNumber, {
    refusalReason: 'refusalReason' in outcome ? outcome.refusalReason : 'Not completed',
    ...(outcome.pspReference ? { pspReference: outcome.pspReference } : {}),
  });
}
