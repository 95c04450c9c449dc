import { Hono } from 'hono';
import { z } from 'zod';
import { basketIdSchema } from '@/lib/contracts/cart';
import { attachCustomerRequestSchema, handOverRequestSchema } from '@/lib/contracts/till';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams } from '../http/validation';
import type { CartDependencies } from './cart-dependencies';
import { changeBasket } from './cart-reply';
import { requireAgent } from './require-agent';
import { cartCall } from './route-support';
import { attachCustomer, detachCustomer, setHandOver } from './till-sale';

const basketParams = z.object({ basketId: basketIdSchema });
const onlyAssociates = 'Only store associates sell to a customer at the till.';

/** A buy-in-store sale's customer and hand-over, set by the associate running the till. */
export function tillSaleRoutes(deps: CartDependencies) {
  return new Hono<ApiEnv>()
    .put('/cart/v1/cart/:basketId/customer', async (c) => {
      requireAgent(c, onlyAssociates);
      const call = cartCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      const { consumerId } = await readJsonBody(c, attachCustomerRequestSchema);
      return c.json(
        await changeBasket(call, basketId, (tx, basket) => attachCustomer(tx, basket, consumerId)),
      );
    })
    .delete('/cart/v1/cart/:basketId/customer', async (c) => {
      requireAgent(c, onlyAssociates);
      const call = cartCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      return c.json(await changeBasket(call, basketId, (tx, basket) => detachCustomer(tx, basket)));
    })
    .put('/cart/v1/cart/:basketId/handOver', async (c) => {
      const agent = requireAgent(c, onlyAssociates);
      const call = cartCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      const { handOverInStore } = await readJsonBody(c, handOverRequestSchema);
      return c.json(
        await changeBasket(call, basketId, (tx, basket) =>
          setHandOver(tx, basket, { storeId: agent.storeId, handOverInStore, now: call.now }),
        ),
      );
    });
}
