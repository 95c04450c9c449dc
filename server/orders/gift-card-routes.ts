import { Hono } from 'hono';
import {
  resendGiftCardEmailRequestSchema,
  resendGiftCardEmailResponseSchema,
} from '@/lib/contracts/orders';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { createRateLimiter } from '../security/rate-limit';
import type { AfterSalesDependencies } from './after-sales-dependencies';
import { digitalGiftCardsOf, sendGiftCardMails } from './gift-card-mail';
import { readerOf, requirePlacedOrder } from './order-access';

const HOUR = 60 * 60_000;
/** Resends an order's gift cards may have an hour: a lost mail, not an inbox flood. */
const RESENDS_PER_ORDER = 3;
/** And from one address over all its orders. */
const RESENDS_PER_ADDRESS = 10;

/** POST resendGiftCardEmail: the order's digital gift cards to their recipients again. */
export function giftCardRoutes(deps: AfterSalesDependencies) {
  const limiter = (name: string, limit: number) =>
    createRateLimiter({
      name,
      limit,
      windowMs: HOUR,
      state: deps.state,
      now: () => deps.clock.now().getTime(),
    });
  const perOrder = limiter('gift-card-resends-order', RESENDS_PER_ORDER);
  const perAddress = limiter('gift-card-resends-ip', RESENDS_PER_ADDRESS);

  return new Hono<ApiEnv>().post('/consumers-v3/consumer/resendGiftCardEmail', async (c) => {
    const { orderNumber, itemId } = await readJsonBody(c, resendGiftCardEmailRequestSchema);
    const order = await requirePlacedOrder(c.get('db'), orderNumber, readerOf(c));
    const db = c.get('db');
    const lines = (await digitalGiftCardsOf(db, order.orderNumber)).filter(
      (line) => itemId === undefined || line.id === itemId,
    );
    if (order.status === 'Cancelled' || lines.length === 0) {
      throw new ApiError('ATTR200', 'This order has no digital gift card to send.', {
        field: itemId === undefined ? 'body.orderNumber' : 'body.itemId',
      });
    }
    if (
      !(await perAddress.take(c.get('clientAddress'))) ||
      !(await perOrder.take(order.orderNumber))
    ) {
      throw new ApiError('GFT429');
    }
    const sent = await sendGiftCardMails(deps, db, c.get('log'), order, lines);
    return c.json(resendGiftCardEmailResponseSchema.parse({ sent }));
  });
}
