import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { basketIdSchema, priceAdjustmentRequestSchema } from '@/lib/contracts/cart';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams } from '../http/validation';
import type { CartDependencies } from './cart-dependencies';
import {
  addPriceAdjustment,
  changePriceAdjustment,
  loadAdjustingAssociate,
  removePriceAdjustment,
} from './price-adjustments';
import { changeBasket } from './cart-reply';
import { requireAgent } from './require-agent';
import { cartCall } from './route-support';

const basketParams = z.object({ basketId: basketIdSchema });
const adjustmentParams = basketParams.extend({ adjustmentId: z.uuid() });

/** Price adjustments of buy-in-store sessions: only by an associate of the session's store. */
export function priceAdjustmentRoutes(deps: CartDependencies) {
  /** The call and its associate, limits loaded: only associates adjust prices. */
  const adjustmentCall = async (c: Context<ApiEnv>) => {
    const agent = requireAgent(c, 'Only store associates can adjust prices.');
    const call = cartCall(c, deps);
    const associate = await loadAdjustingAssociate(call.db, agent, deps.defaultAdjustmentLimits);
    return { call, adjustment: { associate, subject: call.subject, now: call.now } };
  };
  return new Hono<ApiEnv>()
    .post('/cart/v1/cart/:basketId/price_adjustments', async (c) => {
      const { call, adjustment } = await adjustmentCall(c);
      const { basketId } = readParams(c, basketParams);
      const input = await readJsonBody(c, priceAdjustmentRequestSchema);
      return c.json(
        await changeBasket(call, basketId, (tx, basket) =>
          addPriceAdjustment(tx, basket, input, adjustment),
        ),
      );
    })
    .patch('/cart/v1/cart/:basketId/price_adjustments/:adjustmentId', async (c) => {
      const { call, adjustment } = await adjustmentCall(c);
      const { basketId, adjustmentId } = readParams(c, adjustmentParams);
      const input = await readJsonBody(c, priceAdjustmentRequestSchema);
      return c.json(
        await changeBasket(call, basketId, (tx, basket) =>
          changePriceAdjustment(tx, basket, adjustmentId, input, adjustment),
        ),
      );
    })
    .delete('/cart/v1/cart/:basketId/price_adjustments/:adjustmentId', async (c) => {
      const { call, adjustment } = await adjustmentCall(c);
      const { basketId, adjustmentId } = readParams(c, adjustmentParams);
      return c.json(
        await changeBasket(call, basketId, (tx, basket) =>
          removePriceAdjustment(tx, basket, adjustmentId, adjustment.associate),
        ),
      );
    });
}
