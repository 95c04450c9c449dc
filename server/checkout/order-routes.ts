import { Hono } from 'hono';
import { z } from 'zod';
import {
  orderAccessQuerySchema,
  orderNumberParamsSchema,
  patchOrderRequestSchema,
  placeOrderQuerySchema,
  placeOrderRequestSchema,
  prepareOrderQuerySchema,
  prepareOrderRequestSchema,
  type PreparedOrderResponse,
} from '@/lib/contracts/checkout';
import { toMajor, toMinor } from '@/lib/format/money';
import { requireRecaptcha } from '../auth/recaptcha-check';
import { getAgent, getSubject } from '../auth/session';
import { withOwnedBasket } from '../cart';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams, readQuery } from '../http/validation';
import { checkoutCall } from './checkout-call';
import type { CheckoutDependencies } from './checkout-dependencies';
import { sendOrderConfirmation } from './confirmation-mail';
import { readOrderChannel, recordAppTracking } from './order-channel';
import { settleInstruments } from './instruments';
import { toOrderResponse, requireReadableOrder } from './order-view';
import { completeChallenge } from './complete-challenge';
import { methodOffer } from './method-offer';
import { placeOrder, type PlacementContext } from './place-order';

/** A body-less POST is an empty prepare: nothing shown to compare. */
async function readOptionalJson<T extends z.ZodType>(
  c: Parameters<typeof readJsonBody>[0],
  schema: T,
) {
  const length = c.req.header('content-length');
  if (!c.req.header('content-type') && (!length || length === '0'))
    return schema.parse(undefined) as z.infer<T>;
  return readJsonBody(c, schema);
}

/** prepareOrder, place order, 3-D Secure patch and the order read. */
export function orderRoutes(deps: CheckoutDependencies) {
  const placement = (
    c: Parameters<typeof checkoutCall>[0],
  ): Omit<PlacementContext, 'subject'> & { subject: PlacementContext['subject'] } => {
    const call = checkoutCall(c, deps);
    const db = c.get('db');
    const log = c.get('log');
    return {
      ...call,
      ...methodOffer(c, deps),
      fingerprints: deps.fingerprints,
      publicBaseUrl: deps.auth.publicBaseUrl,
      shopperIP: c.get('clientAddress'),
      orderChannel: readOrderChannel(c),
      confirm: async (order) =>
        deps.confirmations.enqueue(() => sendOrderConfirmation(deps.auth, db, log, order), log),
      log,
    };
  };

  return new Hono<ApiEnv>()
    .post('/cart/v1/cart/prepareOrder', async (c) => {
      const call = checkoutCall(c, deps);
      const { basketId } = readQuery(c, prepareOrderQuerySchema);
      const shown = await readOptionalJson(c, prepareOrderRequestSchema);
      const prepared = await withOwnedBasket(
        call.db,
        basketId,
        call.subject,
        { write: false, now: call.now },
        async (tx, basket) => {
          const priced = await settleInstruments(
            { tx, basket, ...call },
            { checkInventory: true, rowAsLocked: true },
          );
          const reply: PreparedOrderResponse = {
            basketId: basket.id,
            version: priced.basket.version,
            currency: priced.currency,
            total: toMajor(priced.totals.total),
            tax: toMajor(priced.totals.tax),
            remainingToPay: toMajor(priced.totals.remainingToPay),
          };
          return reply;
        },
      );
      // TAX310: the shopper must see the tax they will pay.
      if (shown.shownTax !== undefined && toMinor(shown.shownTax) !== toMinor(prepared.tax)) {
        throw new ApiError('TAX310', 'Tax was updated. Review the new total.', {
          data: { tax: prepared.tax, total: prepared.total },
        });
      }
      return c.json(prepared);
    })
    .put('/cart/v2/checkout/order', async (c) => {
      const ctx = placement(c);
      readQuery(c, placeOrderQuerySchema);
      const body = await readJsonBody(c, placeOrderRequestSchema);
      await requireRecaptcha(c, deps.auth.recaptcha, body.recaptcha_response, 'placeOrder');
      if (body.inStoreSalesInfo) {
        // Only the associate running the buy-in-store session adds it.
        const agent = getAgent(c);
        if (
          !agent ||
          agent.id !== body.inStoreSalesInfo.storeEmployeeId ||
          agent.storeId !== body.inStoreSalesInfo.storeId
        ) {
          throw new ApiError('AUT404', 'Sign in as this store associate to sell in store.');
        }
      }
      return c.json(await placeOrder(ctx, body));
    })
    .patch('/cart/v2/checkout/order/:orderNumber', async (c) => {
      const ctx = placement(c);
      const { orderNumber } = readParams(c, orderNumberParamsSchema);
      const { st } = readQuery(c, orderAccessQuerySchema);
      const body = await readJsonBody(c, patchOrderRequestSchema);
      const order = await requireReadableOrder(ctx.db, orderNumber, {
        subject: ctx.subject,
        agent: getAgent(c),
        st,
      });
      if (ctx.orderChannel) await recordAppTracking(ctx.db, order.orderNumber, ctx.orderChannel);
      return c.json(await completeChallenge(ctx, order, body));
    })
    .get('/cart/v2/checkout/order/:orderNumber', async (c) => {
      const db = c.get('db');
      const { orderNumber } = readParams(c, orderNumberParamsSchema);
      const { st } = readQuery(c, orderAccessQuerySchema);
      const order = await requireReadableOrder(db, orderNumber, {
        subject: getSubject(c),
        agent: getAgent(c),
        st,
      });
      return c.json(await toOrderResponse(db, order));
    });
}
