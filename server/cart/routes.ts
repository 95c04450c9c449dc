import { Hono } from 'hono';
import type { ApiEnv } from '../http/context';
import type { CartDependencies } from './cart-dependencies';
import { basketRoutes } from './cart-routes';
import { couponRoutes } from './coupon-routes';
import { itemRoutes } from './item-routes';
import { priceAdjustmentRoutes } from './price-adjustment-routes';
import { saveForLaterRoutes } from './save-for-later-routes';
import { shippingRoutes } from './shipping-routes';
import { tillSaleRoutes } from './till-sale-routes';

/** The cart service, without the checkout calls (server/checkout). */
export function cartRoutes(deps: CartDependencies) {
  return new Hono<ApiEnv>()
    .route('/', basketRoutes(deps))
    .route('/', itemRoutes(deps))
    .route('/', couponRoutes(deps))
    .route('/', shippingRoutes(deps))
    .route('/', saveForLaterRoutes(deps))
    .route('/', priceAdjustmentRoutes(deps))
    .route('/', tillSaleRoutes(deps));
}
