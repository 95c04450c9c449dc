import { Hono } from 'hono';
import type { AuthDependencies } from '../auth/auth-dependencies';
import type { ApiEnv } from '../http/context';
import type { ApplePayMerchant } from '../payments/apple-pay-merchant';
import type { PaymentProvider } from '../payments/provider';
import { addressRoutes } from './address-routes';
import { applePayRoutes } from './apple-pay-routes';
import { resolveCheckoutDependencies } from './checkout-dependencies';
import { orderRoutes } from './order-routes';
import { paymentRoutes } from './payment-routes';

/** The checkout calls of the cart service: addresses, payments, placement and orders. */
export function checkoutRoutes(
  auth: AuthDependencies,
  payments?: PaymentProvider,
  applePay?: ApplePayMerchant | null,
) {
  const deps = resolveCheckoutDependencies(auth, payments, applePay);
  return new Hono<ApiEnv>()
    .route('/', addressRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/', applePayRoutes(deps))
    .route('/', orderRoutes(deps));
}
