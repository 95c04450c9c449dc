import type { AuthDependencies } from '../auth/auth-dependencies';
import { getEnv } from '../config/env';
import type { Database } from '../db/client';
import type { Logger } from '../http/logger';
import { adyenWebhookFromEnv, type AdyenWebhookConfig } from '../payments/adyen-notifications';
import { applePayMerchantFromEnv, type ApplePayMerchant } from '../payments/apple-pay-merchant';
import type { CardTerminal } from '../payments/card-terminal';
import type { PaymentProvider } from '../payments/provider';
import { paymentProviderFromEnv } from '../payments/provider-from-env';
import { createDatabaseLedger } from '../payments/simulator-ledger';
import { cardTerminalFromEnv } from '../payments/terminal-from-env';
import { createRateLimiter, type RateLimiter } from '../security/rate-limit';
import { createConfirmationQueue, type ConfirmationQueue } from './confirmation-queue';
import { createFingerprintStore, type FingerprintStore } from './device-fingerprints';
import { createGiftCardAttempts, type GiftCardAttempts } from './gift-card-attempts';

/** What checkout needs from outside; the identity service's clock, mailer and verifier. */
export interface CheckoutDependencies {
  auth: AuthDependencies;
  payments: PaymentProvider;
  /** Apple Pay merchant validation; null when Apple Pay is not configured. */
  applePay: ApplePayMerchant | null;
  /** Adyen's webhook credentials and HMAC key; null when notifications are not received. */
  adyenWebhook: AdyenWebhookConfig | null;
  /** Gift card balance lookups per address: numbers and PINs must not be guessable. */
  giftCardLookups: RateLimiter;
  /** Wrong gift card numbers and PINs per card, shopper and address (balance and apply). */
  giftCardAttempts: GiftCardAttempts;
  fingerprints: FingerprintStore;
  /** The stores' card terminals for the till; null when none is configured (not offered). */
  terminal: CardTerminal | null;
  /** Shoppers' order confirmations, sent after their placement's reply. */
  confirmations: ConfirmationQueue;
}

/** Replacements for what settings configure (tests); undefined means "from settings". */
export interface CheckoutOverrides {
  payments?: PaymentProvider;
  applePay?: ApplePayMerchant | null;
  adyenWebhook?: AdyenWebhookConfig | null;
  terminal?: CardTerminal | null;
  confirmations?: ConfirmationQueue;
}

export const GIFT_CARD_LOOKUPS_PER_MINUTE = 10;

export function resolveCheckoutDependencies(
  db: Database,
  auth: AuthDependencies,
  log: Logger,
  { payments, applePay, adyenWebhook, terminal, confirmations }: CheckoutOverrides = {},
): CheckoutDependencies {
  const now = () => auth.clock.now().getTime();
  const ledger = createDatabaseLedger(db);
  return {
    auth,
    payments: payments ?? paymentProviderFromEnv(getEnv(), auth.secret, ledger),
    terminal: terminal === undefined ? cardTerminalFromEnv(getEnv(), ledger) : terminal,
    applePay: applePay === undefined ? applePayMerchantFromEnv(getEnv()) : applePay,
    adyenWebhook:
      adyenWebhook === undefined
        ? adyenWebhookFromEnv(getEnv(), (message) => log.warn(message))
        : adyenWebhook,
    fingerprints: createFingerprintStore(auth.state),
    giftCardLookups: createRateLimiter({
      name: 'gift-card-lookups',
      state: auth.state,
      limit: GIFT_CARD_LOOKUPS_PER_MINUTE,
      windowMs: 60_000,
      now,
    }),
    giftCardAttempts: createGiftCardAttempts(auth.state, now),
    confirmations: confirmations ?? createConfirmationQueue(),
  };
}
