import { Hono } from 'hono';
import { z } from 'zod';
import type { OrderStatus } from '@/lib/contracts/checkout';
import { omsEventSchema, orderNumberSchema, type OmsEventResponse } from '@/lib/contracts/orders';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams } from '../http/validation';
import { hashSecretToken, safeEqual } from '../security/secret-token';
import { applyOmsEvent } from './oms-events';
import type { OrderDependencies } from './order-dependencies';
import { orderChangeContext } from './order-routes';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The key compared as hashes of equal length, in constant time. */
function holdsKey(authorization: string | undefined, key: string): boolean {
  const given = BEARER.exec(authorization ?? '')?.[1] ?? '';
  return safeEqual(hashSecretToken(given), hashSecretToken(key));
}

/**
 * The order-management system's endpoint (docs/after-sales.md): it reports processing,
 * shipment, delivery, a return received and its refund. Called server to server with
 * `Authorization: Bearer <OMS_API_KEY>`; without the setting it does not exist (404).
 */
export function omsRoutes(deps: OrderDependencies) {
  return new Hono<ApiEnv>().post('/oms/v1/orders/:orderNumber/events', async (c) => {
    if (deps.omsApiKey === null)
      throw new ApiError('API404', 'The OMS endpoint is not configured.');
    if (!holdsKey(c.req.header('authorization'), deps.omsApiKey)) {
      throw new ApiError('AUT404', 'Cannot authorize.');
    }
    const { orderNumber } = readParams(c, z.object({ orderNumber: orderNumberSchema }));
    const event = await readJsonBody(c, omsEventSchema);
    const order = await applyOmsEvent(orderChangeContext(c, deps), orderNumber, event);
    const reply: OmsEventResponse = {
      orderNumber: order.orderNumber,
      status: order.status as OrderStatus,
    };
    return c.json(reply);
  });
}
