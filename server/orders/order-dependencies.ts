import type { AuthDependencies } from '../auth/auth-dependencies';
import type { CheckoutDependencies } from '../checkout/checkout-dependencies';
import { businessDetailsFromEnv, type BusinessDetails } from '../config/business-details';
import { getEnv } from '../config/env';
import type { PaymentProvider } from '../payments/provider';
import { createRateLimiter, type RateLimiter } from '../security/rate-limit';

/** Order lookups by number and email per client address: numbers must not be guessable. */
export const TRACK_ORDER_LOOKUPS_PER_MINUTE = 10;

/** What the order service needs: checkout's payment provider and the identity service's parts. */
export interface OrderDependencies {
  auth: AuthDependencies;
  payments: PaymentProvider;
  trackOrderLookups: RateLimiter;
  /** The order-management system's bearer key; null leaves its endpoint unconfigured (404). */
  omsApiKey: string | null;
  /** The seller and returns warehouse, read when a document or mail needs them. */
  business: () => BusinessDetails;
}

/** `omsApiKey` undefined means "from settings". */
export function resolveOrderDependencies(
  checkout: CheckoutDependencies,
  omsApiKey?: string | null,
): OrderDependencies {
  const { auth } = checkout;
  return {
    auth,
    payments: checkout.payments,
    omsApiKey: omsApiKey === undefined ? (getEnv().OMS_API_KEY ?? null) : omsApiKey,
    business: () => businessDetailsFromEnv(getEnv()),
    trackOrderLookups: createRateLimiter({
      name: 'track-order',
      state: auth.state,
      limit: TRACK_ORDER_LOOKUPS_PER_MINUTE,
      windowMs: 60_000,
      now: () => auth.clock.now().getTime(),
    }),
  };
}
