import { Hono } from 'hono';
import { z } from 'zod';
import { shipmentIds } from '@/lib/contracts/address';
import {
  basketIdSchema,
  shippingMethodRequestSchema,
  type shipmentSchema,
} from '@/lib/contracts/cart';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams } from '../http/validation';
import { requireOwnedBasket } from './basket-store';
import type { CartDependencies } from './cart-dependencies';
import { toShippingMethod } from './cart-response';
import { chooseService } from './delivery-services';
import { basketLocale } from './line-store';
import { changeBasket } from './cart-reply';
import { cartCall } from './route-support';
import { chooseShippingMethod, servicesFor } from './shipping';

const shipmentParams = z.object({ basketId: basketIdSchema, shippingId: z.enum(shipmentIds) });

/** Delivery service per shipment. */
export function shippingRoutes(deps: CartDependencies) {
  return new Hono<ApiEnv>()
    .post('/cart/v1/shippingMethod', async (c) => {
      const call = cartCall(c, deps);
      const { cartId, code, shippingId } = await readJsonBody(c, shippingMethodRequestSchema);
      return c.json(
        await changeBasket(call, cartId, (tx, basket) =>
          chooseShippingMethod(tx, basket, shippingId, code),
        ),
      );
    })
    .get('/cart/v1/cart/:basketId/shippingMethod/:shippingId', async (c) => {
      const call = cartCall(c, deps);
      const { basketId, shippingId } = readParams(c, shipmentParams);
      const basket = await requireOwnedBasket(call.db, basketId, call.subject);
      const services = servicesFor(basket, shippingId);
      const locale = basketLocale(basket);
      const { service } = chooseService(services, basket.shipmentMethods[shippingId]);
      const reply: z.infer<typeof shipmentSchema> = {
        shippingId,
        selected: toShippingMethod(service, locale),
        applicableShippingMethods: services.map((each) => toShippingMethod(each, locale)),
      };
      return c.json(reply);
    });
}
