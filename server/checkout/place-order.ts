import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PaymentAction,
  PlaceOrderResponse,
  patchOrderRequestSchema,
  placeOrderRequestSchema,
} from '@/lib/contracts/checkout';
import { countryOf, toLanguageTag } from '@/lib/i18n/locales';
import type { ShopperSubject } from '../auth/subject';
import type { Database } from '../db/client';
import { orders, payments } from '../db/schema';
import { ApiError } from '../http/api-error';
import {
  PaymentProviderError,
  type AuthoriseRequest,
  type PaymentMethodType,
  type PaymentOutcome,
  type PaymentProvider,
} from '../payments/provider';
import type { FingerprintStore } from './device-fingerprints';
import { holdOrder, type HeldOrder } from './hold-order';
import {
  awaitChallenge,
  createdReply,
  failChallenge,
  finalizeOrder,
  refuseOrder,
} from './payment-outcome';
import { readPlacementRecord } from './placement-record';

type PlaceOrderBody = z.infer<typeof placeOrderRequestSchema>;
type PatchOrderBody = z.infer<typeof patchOrderRequestSchema>;
type OrderRow = typeof orders.$inferSelect;

export interface PlacementContext {
  db: Database;
  subject: ShopperSubject;
  now: Date;
  provider: PaymentProvider;
  fingerprints: FingerprintStore;
  publicBaseUrl: string;
  shopperIP: string;
  /** Sends the confirmation email; failures are logged, never undo the order. */
  confirm: (order: OrderRow) => Promise<void>;
}

const methodTypes: Record<string, PaymentMethodType> = {
  CREDIT_CARD: 'scheme',
  KLARNA: 'klarna',
  PAYPAL: 'paypal',
  DW_APPLE_PAY: 'applepay',
};

/** How long a repeated placement waits for the first one's authorisation to finish. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 100;

function authoriseRequest(
  ctx: PlacementContext,
  held: HeldOrder,
  body: PlaceOrderBody,
): AuthoriseRequest {
  const data = body.paymentMethod.additionalData;
  const billing = held.billing;
  const text = (key: string) => (typeof billing[key] === 'string' ? (billing[key] as string) : '');
  const fingerprint = data.deviceFingerprint ?? ctx.fingerprints.recall(held.basket.id);
  return {
    idempotencyKey: held.record.idempotencyKey,
    reference: held.orderNumber,
    amount: { value: held.record.amountMinor, currency: held.currency },
    method: methodTypes[held.method] ?? 'scheme',
    ...(held.storedToken
      ? { storedPaymentMethodId: held.storedToken }
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
    ...(ctx.subject.type === 'consumer' ? { shopperReference: ctx.subject.id } : {}),
    storePaymentMethod: held.record.storeCard,
    shopperEmail: held.email,
    shopperName: { firstName: text('firstName'), lastName: text('lastName') },
    billingAddress: {
      street: [text('addressLine1'), text('addressLine2')].filter(Boolean).join(', '),
      houseNumberOrName: '',
      city: text('city'),
      postalCode: text('postalCode'),
      ...(text('province') ? { stateOrProvince: text('province') } : {}),
      country: text('countryCode'),
    },
    countryCode: countryOf(held.locale).toUpperCase(),
    shopperLocale: toLanguageTag(held.locale),
    returnUrl: `${ctx.publicBaseUrl}/${held.locale}/checkout`,
    origin: ctx.publicBaseUrl,
    ...(data.browserInfo ? { browserInfo: data.browserInfo } : {}),
    ...(fingerprint ? { deviceFingerprint: fingerprint } : {}),
    shopperIP: ctx.shopperIP,
  };
}

function toAction(provider: PaymentProvider, action: Record<string, unknown>): PaymentAction {
  const text = (key: string) =>
    typeof action[key] === 'string' ? (action[key] as string) : undefined;
  const type = text('type') === 'redirect' ? 'redirect' : 'threeDS2';
  const subtype = text('subtype');
  return {
    type,
    ...(subtype === 'challenge' || subtype === 'fingerprint' ? { subtype } : {}),
    provider: provider.name,
    paymentMethodType: text('paymentMethodType') ?? 'scheme',
    ...(text('token') ? { token: text('token') } : {}),
    ...(text('url') ? { url: text('url') } : {}),
    ...(text('paymentData') ? { paymentData: text('paymentData') } : {}),
    raw: action,
  };
}

function challengeReply(
  order: Pick<OrderRow, 'orderNumber' | 'accessToken' | 'basketId'>,
  action: PaymentAction,
): PlaceOrderResponse {
  return {
    orderNumber: order.orderNumber,
    st: order.accessToken,
    status: 'PaymentPending',
    flash: [
      {
        type: 'PaymentNotAuthorized',
        message: 'The card issuer asks the shopper to confirm the payment.',
        data: { action },
      },
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
  request: AuthoriseRequest,
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
    const record = readPlacementRecord(order.payment);
    if (order.status === 'Created') {
      const done = await finalizeOrder(ctx, order.orderNumber, null);
      return createdReply(order, done.basketId);
    }
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, record.idempotencyKey))
      .limit(1);
    if (payment?.action) return challengeReply(order, toAction(ctx.provider, payment.action));
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
  const outcome =
    held.method === 'COVERED' ? null : await authorise(ctx, authoriseRequest(ctx, held, body));
  return settle(ctx, { ...held, basketId: held.basket.id }, outcome);
}

/** What the page brings back from the action, as Adyen's /payments/details takes it. */
function detailsOf(
  data: PatchOrderBody['paymentMethod']['additionalData'],
): Record<string, string> {
  if (data.threeDS2Result) return { threeDSResult: data.threeDS2Result };
  return { redirectResult: data.redirectResult ?? '' };
}

/** PATCH /cart/v2/checkout/order/{orderNumber}: the 3-D Secure result decides the order. */
export async function completeChallenge(
  ctx: Omit<PlacementContext, 'subject'>,
  order: OrderRow,
  body: PatchOrderBody,
): Promise<PlaceOrderResponse> {
  if (order.status === 'Created') {
    const done = await finalizeOrder(ctx, order.orderNumber, null);
    return createdReply(order, done.basketId);
  }
  if (order.status !== 'PaymentPending')
    throw new ApiError('PAY400', 'This payment was not authorized.');
  const record = readPlacementRecord(order.payment);
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.idempotencyKey, record.idempotencyKey))
    .limit(1);
  if (!payment?.action) throw new ApiError('PAY400', 'This order is not waiting for a challenge.');
  const paymentData =
    typeof payment.action.paymentData === 'string' ? payment.action.paymentData : undefined;
  let outcome: PaymentOutcome;
  try {
    outcome = await ctx.provider.submitDetails({
      idempotencyKey: `${record.idempotencyKey}:details`,
      details: detailsOf(body.paymentMethod.additionalData),
      ...(paymentData ? { paymentData } : {}),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    outcome = { resultCode: 'Error', refusalReason: 'Payment service unavailable' };
  }
  if (outcome.resultCode === 'Authorised') {
    const done = await finalizeOrder(ctx, order.orderNumber, outcome);
    if (done.changed) await ctx.confirm(done.order);
    return createdReply(done.order, done.basketId);
  }
  const refusalReason =
    'refusalReason' in outcome ? outcome.refusalReason : 'Authentication not completed';
  const basketId = await failChallenge(ctx, order.orderNumber, {
    refusalReason,
    ...(outcome.pspReference ? { pspReference: outcome.pspReference } : {}),
  });
  throw new ApiError(
    'PAY400',
    'The card issuer did not confirm the payment. Your bag is ready to try again.',
    {
      data: { refusalReason, basketId },
    },
  );
}
