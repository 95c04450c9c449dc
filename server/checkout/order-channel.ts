import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { APP_TRACKING_PATTERN } from '@/lib/channel';
import { headerNames, type Channel } from '@/lib/contracts/headers';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';

/** Where an order comes from, so orders can be counted by channel and by the app's tracking. */
export interface OrderChannel {
  channel: Channel;
  appTracking: string | null;
}

/** The call's channel header and the app's tracking header, refused when malformed. */
export function readOrderChannel(c: Context<ApiEnv>): OrderChannel {
  const appTracking = c.req.header(headerNames.appTracking);
  if (appTracking !== undefined && !APP_TRACKING_PATTERN.test(appTracking)) {
    throw new ApiError('API400', `Header ${headerNames.appTracking} is invalid.`, {
      field: `header.${headerNames.appTracking}`,
    });
  }
  return { channel: c.get('request').channel, appTracking: appTracking ?? null };
}

/** A patch's tracking value, kept when the placement carried none. */
export async function recordAppTracking(
  db: Database,
  orderNumber: string,
  { appTracking }: OrderChannel,
): Promise<void> {
  if (!appTracking) return;
  await db
    .update(orders)
    .set({ appTracking })
    .where(and(eq(orders.orderNumber, orderNumber), isNull(orders.appTracking)));
}
