import type { Context } from 'hono';
import { getAgent, getSubject } from '../auth/session';
import { requireReadableOrder } from '../checkout/order-view';
import type { OrderRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { wasPlaced } from './after-sales-rules';

/**
 * A placed order, for its owner or the associate who sold it in store. Anyone else, a guest
 * link's holder included, and an attempt whose payment never went through get ORD409 (404),
 * as for an order that does not exist.
 */
export async function requireOwnPlacedOrder(
  c: Context<ApiEnv>,
  orderNumber: string,
): Promise<OrderRow> {
  const order = await requireReadableOrder(c.get('db'), orderNumber, {
    subject: getSubject(c),
    agent: getAgent(c),
  });
  if (!wasPlaced(order)) throw new ApiError('ORD409');
  return order;
}
