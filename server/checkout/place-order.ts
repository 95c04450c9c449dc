import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PaymentAction,
  PlaceOrderResponse,
  patchOrderRequestSchema,
  placeOrderRequestSchema,
} from '@/lib/contracts/checkout';
import type { ShopperSubject } from '../auth/subject';
import type { Database } from '../db/client';
import { orders, type OrderRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import {
  PaymentProviderError,
  type ActionResult,
  type AuthorisationInput,
  type PaymentOutcome,
  type PaymentProvider,
  type ShopperAction,
} from '../payments/provider';
import type { Logger } from '../http/logger';
import type { FingerprintStore } from './device-fingerprints';
import { holdOrder, type HeldOrder } from './hold-order';
import {
  awaitChallenge,
  createdReply,
  failChallenge,
  finalizeOrder,
  paymentAttemptOf,
  pendingActionOf,
  refuseOrder,
} from './payment-outcome';
import { lineItemsTotal } from './payment-line-items';

type PlaceOrderBody = z.infer<typeof placeOrderRequestSchema>;
type PatchOrderBody = z.infer<typeof patchOrderRequestSchema>;

/** Where a placement stands between its steps (docs/checkout.md, crash recovery). */
export type PlacementStep = 'held' | 'authorised' | 'settled';

export interface PlacementContext {
  db: Database;
  subject: ShopperSubject;
  now: Date;
  provider: PaymentProvider;
  /** Apple Pay's settings are complete: with Adyen, DW_APPLE_PAY is offered. */
  applePayConfigured: boolean;
  fingerprints: FingerprintStore;
  publicBaseUrl: string;
  shopperIP: string;
  /** Sends the confirmation email; failures are logged, never undo the order. */
  confirm: (order: OrderRow) => Promise<void>;
  log: Logger;
  /**
   * Test seam, awaited after each step: the stock held, the provider's answer in, the order
   * settled (before its mail and the reply). Crash tests stop the process here.
   */
  afterStep?: (step: PlacementStep) => Promise<void> | void;
}

/** How long a repeated placement waits for the first one's authorisation to finish. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 100;

/**
 * Where a redirect payment (Klarna, some issuers) sends the shopper back: the checkout's return
 * page, which PATCHes the order with the `redirectResult` the provider adds. `st` lets a guest
 * finish their own order, as the confirmation link does.
 */
function returnUrlOf(
  publicBaseUrl: string,
  held: Pick<HeldOrder, 'locale' | 'orderNumber' | 'accessToken'>,
): string {
  const query = new URLSearchParams({ orderNumber: held.orderNumber, st: held.accessToken });
  return `${publicBaseUrl}/${held.locale}/checkout/return?${query.toString()}`;
}

/**
 * The invoice lines, only when they add up to the amount authorised to the minor unit: Klarna
 * would refuse lines that do not, so a mismatch (a pricing change this code does not know)
 * sends none and is logged.
 */
function checkedLineItems(ctx: PlacementContext, held: HeldOrder) {
  if (!held.lineItems) return undefined;
  const total = lineItemsTotal(held.lineItems);
  if (total === held.record.amountMinor) return held.lineItems;
  ctx.log.warn(
    { orderNumber: held.orderNumber, lineItemsTotal: total, amount: held.record.amountMinor },
    'payment line items do not add up to the amount: sent without them',
  );
  return undefined;
}

function authorisationInput(
  ctx: PlacementContext,
  held: HeldOrder & { method: AuthorisationInput['method'] },
  body: PlaceOrderBody,
): AuthorisationInput {
  const lineItems = checkedLineItems(ctx, held);
  const data = body.paymentMethod.additionalData;
  const fingerprint = data.deviceFingerprint ?? ctx.fingerprints.recall(held.basket.id);
  return {
    idempotencyKey: held.record.idempotencyKey,
    reference: held.orderNumber,
    amount: { value: held.record.amountMinor, currency: held.currency },
    method: held.method,
    ...(held.storedToken
      ? { storedCardToken: held.storedToken }
      : {
          card: {
            encryptedCardNumber: data.encryptedCardNumber,
            encryptedExpiryMonth: data.encryptedExpiryMonth,
            encryptedExpiryYear: data.encryptedExpiryYear,
            encryptedSecurityCode: data.encryptedSecurityCode,
            holderName: data.holderName,
          },
        }),
    ...(data.walletToken ? { walletToken: data.walletToken } : {}),
    ...(ctx.subject.type === 'consumer' ? { shopperId: ctx.subject.id } : {}),
    saveCard: held.record.storeCard,
    email: held.email,
    billingAddress: held.billing,
    locale: held.locale,
    returnUrl: returnUrlOf(ctx.publicBaseUrl, held),
    origin: ctx.publicBaseUrl,
    ...(data.browserInfo ? { browserInfo: data.browserInfo } : {}),
    ...(fingerprint ? { deviceFingerprint: fingerprint } : {}),
    shopperIP: ctx.shopperIP,
    ...(lineItems ? { lineItems } : {}),
  };
}

/** The shopper's action as the page takes it: the adapter's, named by its provider. */
function toAction(provider: PaymentProvider, action: ShopperAction): PaymentAction {
  return { ...action, provider: provider.name };
}

const actionMessages: Record<PaymentAction['type'], string> = {
  threeDS2: 'The card issuer asks the shopper to confirm the payment.',
  redirect: "The shopper confirms the payment on the provider's page.",
  sdk: "The shopper approves the payment in the wallet's window.",
};

function challengeReply(
  order: Pick<OrderRow, 'orderNumber' | 'accessToken' | 'basketId'>,
  action: PaymentAction,
): PlaceOrderResponse {
  return {
    orderNumber: order.orderNumber,
    st: order.accessToken,
    status: 'PaymentPending',
    flash: [
      { type: 'PaymentNotAuthorized', message: actionMessages[action.type], data: { action } },
    ],
    basketId: order.basketId,
  };
}

function refusalError(reason: string): ApiError {
  // Adyen (and the simulator) name an expired card; the page shows it at the expiry field.
  if (reason === 'Expired Card')
    return new ApiError('FE309', undefined, { data: { refusalReason: reason } });
  // Adyen's risk system refuses with FRAUD or FRAUD-CANCELLED.
  if (/^fraud/i.test(reason))
    return new ApiError('PYT402', undefined, { data: { refusalReason: reason } });
  return new ApiError('PAY400', 'The payment was not authorized. Try another card or method.', {
    data: { refusalReason: reason },
  });
}

async function settle(
  ctx: PlacementContext,
  held: Pick<HeldOrder, 'orderNumber' | 'accessToken' | 'record'> & { basketId: string },
  outcome: PaymentOutcome | null,
): Promise<PlaceOrderResponse> {
  if (outcome === null || outcome.resultCode === 'Authorised') {
    const done = await finalizeOrder(ctx, held.orderNumber, outcome);
    await ctx.afterStep?.('settled');
    if (done.changed) await ctx.confirm(done.order);
    return createdReply(done.order, done.basketId);
  }
  if ('action' in outcome) {
    await awaitChallenge(ctx, held.record, outcome);
    return challengeReply(
      { orderNumber: held.orderNumber, accessToken: held.accessToken, basketId: held.basketId },
      toAction(ctx.provider, outcome.action),
    );
  }
  await refuseOrder(ctx, held.orderNumber, outcome);
  throw refusalError(outcome.refusalReason);
}

async function authorise(
  ctx: PlacementContext,
  request: AuthorisationInput,
): Promise<PaymentOutcome> {
  try {
    return await ctx.provider.authorise(request);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Adyen validation errors (422) are the card's fault; anything else is the service's.
    return {
      resultCode: 'Error',
      refusalReason: error.status === 422 ? 'Invalid Card Number' : 'Payment service unavailable',
    };
  }
}

/** The order made from this basket for this shopper, if any. */
async function orderForBasket(db: Database, basketId: string, subject: ShopperSubject) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.basketId, basketId), eq(orders.ownerId, subject.id)))
    .limit(1);
  return order ?? null;
}

/**
 * A placement for a basket that already has its order (a retry or a double click): the
 * answer the first placement gave, waiting briefly while its authorisation is in flight.
 */
async function replyForExisting(
  ctx: PlacementContext,
  basketId: string,
): Promise<PlaceOrderResponse | null> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const order = await orderForBasket(ctx.db, basketId, ctx.subject);
    if (!order) return null;
    if (order.status === 'Cancelled')
      throw new ApiError('PAY400', 'This payment was not authorized.');
    if (order.status === 'Created') {
      const done = await finalizeOrder(ctx, order.orderNumber, null);
      return createdReply(order, done.basketId);
    }
    const action = pendingActionOf(await paymentAttemptOf(ctx.db, order));
    if (action) return challengeReply(order, toAction(ctx.provider, action));
    if (Date.now() > deadline)
      throw new ApiError('PAY400', 'The payment is still being processed.');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** PUT /cart/v2/checkout/order: hold, authorise, then finish or give back. */
export async function placeOrder(
  ctx: PlacementContext,
  body: PlaceOrderBody,
): Promise<PlaceOrderResponse> {
  const earlier = await replyForExisting(ctx, body.cartId);
  if (earlier) return earlier;
  let held;
  try {
    held = await holdOrder(ctx, body);
  } catch (error) {
    // Another request for the same cart held it first: answer as it does.
    if (error instanceof ApiError && error.code === 'BSK404') {
      const same = await replyForExisting(ctx, body.cartId);
      if (same) return same;
    }
    throw error;
  }
  if (held.kind === 'changed') {
    throw new ApiError('ORD430', 'Some items are no longer available.', {
      data: { flash: held.flash },
    });
  }
  await ctx.afterStep?.('held');
  const outcome =
    held.method === 'COVERED'
      ? null
      : await authorise(ctx, authorisationInput(ctx, { ...held, method: held.method }, body));
  await ctx.afterStep?.('authorised');
  return settle(ctx, { ...held, basketId: held.basket.id }, outcome);
}

/** What the page brought back from the action: the challenge's, the redirect's or PayPal's. */
function actionResultOf(data: PatchOrderBody['paymentMethod']['additionalData']): ActionResult {
  if (data.threeDS2Result) return { threeDS2Result: data.threeDS2Result };
  if (data.redirectResult) return { redirectResult: data.redirectResult };
  const approval = Object.entries(data.details ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { walletApproval: Object.fromEntries(approval) };
}

/** The provider's answer to the action's result; an unreachable provider counts as an error. */
async function submitDetails(
  ctx: Omit<PlacementContext, 'subject'>,
  idempotencyKey: string,
  paymentData: string | undefined,
  data: PatchOrderBody['paymentMethod']['additionalData'],
): Promise<PaymentOutcome> {
  try {
    return await ctx.provider.submitDetails({
      idempotencyKey: `${idempotencyKey}:details`,
      result: actionResultOf(data),
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
  ctx: Omit<PlacementContext, 'subject'>,
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
  ctx: Omit<PlacementContext, 'subject'>,
  order: OrderRow,
  body: PatchOrderBody,
): Promise<PlaceOrderResponse> {
  if (order.status === 'Created') {
    const done = await finalizeOrder(ctx, order.orderNumber, null);
    return createdReply(order, done.basketId);
  }
  const data = body.paymentMethod.additionalData;
  if (order.status === 'Cancelled') {
    return cancelPending(ctx, order.orderNumber, { refusalReason: 'Payment not confirmed' });
  }
  const payment = await paymentAttemptOf(ctx.db, order);
  const action = pendingActionOf(payment);
  if (!payment || !action)
    throw new ApiError('PAY400', 'This order is not waiting for a challenge.');
  if (data.cancelled) {
    return cancelPending(ctx, order.orderNumber, { refusalReason: 'Cancelled by the shopper' });
  }
  const outcome = await submitDetails(ctx, payment.idempotencyKey, action.paymentData, data);
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
