import { Hono } from 'hono';
import { couponRequestSchema } from '@/lib/contracts/cart';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import type { CartDependencies } from './cart-dependencies';
import { applyCoupon, removeCoupon } from './coupons';
import { changeBasket } from './cart-reply';
import { cartCall } from './route-support';

/** PUT and DELETE /cart/v1/coupon. */
export function couponRoutes(deps: CartDependencies) {
  return new Hono<ApiEnv>()
    .put('/cart/v1/coupon', async (c) => {
      const call = cartCall(c, deps);
      const { cartId, code } = await readJsonBody(c, couponRequestSchema);
      return c.json(
        await changeBasket(call, cartId, (tx, basket) =>
          applyCoupon(tx, basket, code, call.subject, call.now),
        ),
      );
    })
    .delete('/cart/v1/coupon', async (c) => {
      const call = cartCall(c, deps);
      const { cartId, code } = await readJsonBody(c, couponRequestSchema);
      return c.json(
        await changeBasket(call, cartId, (tx, basket) => removeCoupon(tx, basket, code)),
      );
    });
}
