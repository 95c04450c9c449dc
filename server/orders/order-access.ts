import type { Context } from 'hono';
import { getAgent, getSubject } from '../auth/session';
import type { AgentSubject, ShopperSubject } from '../auth/subject';
import { requireReadableOrder } from '../checkout/order-view';
import type { Database } from '../db/client';
import type { OrderEventSource, OrderRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { wasPlaced } from './after-sales-rules';

export interface OrderReader {
  subject: ShopperSubject | null;
  agent: AgentSubject | null;
}

/** Who asks, from the request's session: never a guest link (`st`), which only shows the confirmation. */
export function readerOf(c: Context<ApiEnv>): OrderReader {
  return { subject: getSubject(c), agent: getAgent(c) };
}

/**
 * A placed order its owner (or the associate of its buy-in-store session) asks for; ORD409,
 * as for a missing order, for anyone else and for a payment attempt that never became one.
 */
export async function requirePlacedOrder(
  db: Database,
  orderNumber: string,
  who: OrderReader,
): Promise<OrderRow> {
  const order = await requireReadableOrder(db, orderNumber, who);
  if (!wasPlaced(order)) throw new ApiError('ORD409');
  return order;
}

/** Who the order's event names: the owner, or the associate acting for them in store. */
export function sourceOf(order: OrderRow, who: OrderReader): OrderEventSource {
  return who.subject !== null && order.ownerId === who.subject.id ? 'shopper' : 'associate';
}
