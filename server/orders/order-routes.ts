import { Hono, type Context } from 'hono';
import {
  cancelOrderQuerySchema,
  cancelOrderRequestSchema,
  orderIdParamsSchema,
  purchaseHistoryRequestSchema,
  trackOrderRequestSchema,
} from '@/lib/contracts/orders';
import { requireRecaptcha } from '../auth/recaptcha-check';
import { getSubject, requireConsumer } from '../auth/session';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams, readQuery } from '../http/validation';
import { cancelOrder } from './cancel-order';
import type { OrderChangeContext } from './order-change';
import type { OrderDependencies } from './order-dependencies';
import { readerOf, requirePlacedOrder, sourceOf } from './order-access';
import { toOrderDetail } from './order-detail';
import { purchaseHistory } from './purchase-history';
import { findTrackedOrder, needsRecaptcha } from './track-order';

const BASE = '/consumers-v3/consumer';

export function orderChangeContext(
  c: Context<ApiEnv>,
  deps: OrderDependencies,
): OrderChangeContext {
  return {
    db: c.get('db'),
    now: deps.auth.clock.now(),
    provider: deps.payments,
    mail: deps.auth,
    log: c.get('log'),
  };
}

/** The consumer service's order calls: history, detail, tracking and cancelling. */
export function orderReadAndCancelRoutes(deps: OrderDependencies) {
  const now = () => deps.auth.clock.now();

  return new Hono<ApiEnv>()
    .post(`${BASE}/purchasehistory`, async (c) => {
      const { id } = requireConsumer(c);
      const query = await readJsonBody(c, purchaseHistoryRequestSchema);
      return c.json(await purchaseHistory(c.get('db'), id, query, now()));
    })
    .get(`${BASE}/purchase/:orderId`, async (c) => {
      const { orderId } = readParams(c, orderIdParamsSchema);
      const db = c.get('db');
      const order = await requirePlacedOrder(db, orderId, readerOf(c));
      return c.json(await toOrderDetail(db, order, now()));
    })
    .post(`${BASE}/TrackOrder`, async (c) => {
      if (!(await deps.trackOrderLookups.take(c.get('clientAddress')))) {
        throw new ApiError('OHS429');
      }
      const body = await readJsonBody(c, trackOrderRequestSchema);
      const subject = getSubject(c);
      if (needsRecaptcha(body, subject)) {
        await requireRecaptcha(c, deps.auth.recaptcha, body.recaptcha_response, 'trackOrder');
      }
      const db = c.get('db');
      const order = await findTrackedOrder(db, body, subject);
      const { paymentMethod: _payments, ...tracked } = await toOrderDetail(db, order, now());
      return c.json(tracked);
    })
    .post(`${BASE}/CancelOrder`, async (c) => {
      const { orderNumber } = readQuery(c, cancelOrderQuerySchema);
      const { reason } = await readJsonBody(c, cancelOrderRequestSchema);
      const who = readerOf(c);
      const ctx = orderChangeContext(c, deps);
      const order = await requirePlacedOrder(ctx.db, orderNumber, who);
      const cancelled = await cancelOrder(ctx, order, { source: sourceOf(order, who), reason });
      return c.json(await toOrderDetail(ctx.db, cancelled, ctx.now));
    });
}
