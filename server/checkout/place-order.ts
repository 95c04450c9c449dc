import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlaceOrderResponse, placeOrderRequestSchema } from '@/lib/contracts/checkout';
import type { ShopperSubject } from '../auth/subject';
import type { Database } from '../db/client';
import { orders, type OrderRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Logger } from '../http/logger';
import {
  PaymentProviderError,
  type AuthorisationInput,
  type PaymentOutcome,
} from '../payments/provider';
import { authorisationInputOf } from './authorisation-input';
import type { FingerprintStore } from './device-fingerprints';
import { holdOrder, type HeldOrder } from './hold-order';
import type { OrderChannel } from './order-channel';
import type { MethodOffer } from './method-offer';
import {
  awaitChallenge,
  finalizeOrder,
  paymentAttemptOf,
  pendingActionOf,
  refuseOrder,
} from './payment-outcome';
import { createdReply, pendingReply, refusalError } from './placement-replies';

type PlaceOrderBody = z.infer<typeof placeOrderRequestSchema>;

/** Where a placement stands between its steps (docs/checkout.md, crash recovery). */
export type PlacementStep = 'held' | 'authorised' | 'settled';

export interface PlacementContext extends MethodOffer {
  db: Database;
  subject: ShopperSubject;
  now: Date;
  fingerprints: FingerprintStore;
  publicBaseUrl: string;
  shopperIP: string;
  /** The channel and app tracking header the placement came with (server/checkout/order-channel.ts). */
  orderChannel?: OrderChannel;
  /** Sends the confirmation email, or queues it behind the reply; failures never undo the order. */
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

async function settle(
  ctx: PlacementContext,
  held: HeldOrder,
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
    const order = { ...held, basketId: held.priced.basket.id };
    return pendingReply(order, ctx.provider, outcome.action);
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

/** The card on the till's terminal; a terminal that cannot be reached refuses, as a provider. */
async function payAtTerminal(
  ctx: PlacementContext,
  held: HeldOrder,
  body: PlaceOrderBody,
): Promise<PaymentOutcome> {
  if (!ctx.terminal || !ctx.tillStoreId) {
    return { resultCode: 'Error', refusalReason: 'No card terminal at this till' };
  }
  try {
    return await ctx.terminal.pay({
      storeId: ctx.tillStoreId,
      reference: held.orderNumber,
      idempotencyKey: held.record.idempotencyKey,
      amount: { value: held.record.amountMinor, currency: held.priced.currency },
      simulatedResult: body.paymentMethod.additionalData.terminalResult,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return { resultCode: 'Error', refusalReason: 'Card terminal unavailable' };
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
    if (action) return pendingReply(order, ctx.provider, action);
    if (Date.now() > deadline)
      throw new ApiError('PAY400', 'The payment is still being processed.');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Hold, or the answer of the placement that held this basket first. */
async function holdOrReplay(ctx: PlacementContext, body: PlaceOrderBody) {
  try {
    return await holdOrder(ctx, body);
  } catch (error) {
    // Another request for the same cart held it first: answer as it does.
    if (error instanceof ApiError && error.code === 'BSK404') {
      const same = await replyForExisting(ctx, body.cartId);
      if (same) return { kind: 'replayed' as const, reply: same };
    }
    throw error;
  }
}

/**
 * PUT /cart/v2/checkout/order: hold, authorise, then finish or give back. A basket with an
 * order is no longer open (a refusal deletes its order), so a retry finds out by the hold.
 */
export async function placeOrder(
  ctx: PlacementContext,
  body: PlaceOrderBody,
): Promise<PlaceOrderResponse> {
  const held = await holdOrReplay(ctx, body);
  switch (held.kind) {
    case 'replayed':
      return held.reply;
    case 'changed':
      throw new ApiError('ORD430', 'Some items are no longer available.', {
        data: { flash: held.flash },
      });
  }
  await ctx.afterStep?.('held');
  const outcome =
    held.method === 'COVERED'
      ? null
      : held.method === 'POS_TERMINAL'
        ? await payAtTerminal(ctx, held, body)
        : await authorise(
            ctx,
            await authorisationInputOf(ctx, { ...held, method: held.method }, body),
          );
  await ctx.afterStep?.('authorised');
  return settle(ctx, held, outcome);
}
