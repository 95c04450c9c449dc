import { Hono } from 'hono';
import type { ApiEnv } from '../http/context';
import { addressRoutes } from './address-routes';
import { applePayRoutes } from './apple-pay-routes';
import type { CheckoutDependencies } from './checkout-dependencies';
import { orderRoutes } from './order-routes';
import { paymentRoutes } from './payment-routes';

export { adyenNotificationRoutes } from './adyen-notification-routes';

/** The checkout calls of the cart service: addresses, payments, placement and orders. */
export function checkoutRoutes(deps: CheckoutDependencies) {
  return new Hono<ApiEnv>()
    .route('/', addressRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/', applePayRoutes(deps))
    .route('/', orderRoutes(deps));
}
