import type { AuthDependencies } from '../auth/auth-dependencies';
import { getEnv } from '../config/env';
import { applePayMerchantFromEnv, type ApplePayMerchant } from '../payments/apple-pay-merchant';
import type { PaymentProvider } from '../payments/provider';
import { paymentProviderFromEnv } from '../payments/provider-from-env';
import { createRateLimiter, type RateLimiter } from '../security/rate-limit';
import { createFingerprintStore, type FingerprintStore } from './device-fingerprints';

/** What checkout needs from outside; the identity service's clock, mailer and verifier. */
export interface CheckoutDependencies {
  auth: AuthDependencies;
  payments: PaymentProvider;
  /** Apple Pay merchant validation; null when Apple Pay is not configured. */
  applePay: ApplePayMerchant | null;
  /** Gift card balance lookups per address: numbers and PINs must not be guessable. */
  giftCardLookups: RateLimiter;
  fingerprints: FingerprintStore;
}

export const GIFT_CARD_LOOKUPS_PER_MINUTE = 10;

export function resolveCheckoutDependencies(
  auth: AuthDependencies,
  payments?: PaymentProvider,
  applePay?: ApplePayMerchant | null,
): CheckoutDependencies {
  return {
    auth,
    payments: payments ?? paymentProviderFromEnv(getEnv(), auth.secret),
    applePay: applePay === undefined ? applePayMerchantFromEnv(getEnv()) : applePay,
    fingerprints: createFingerprintStore(() => auth.clock.now().getTime()),
    giftCardLookups: createRateLimiter({
      limit: GIFT_CARD_LOOKUPS_PER_MINUTE,
      windowMs: 60_000,
      now: () => auth.clock.now().getTime(),
    }),
  };
}
