import type { PaymentAmount, PaymentOutcome } from './provider';

/** A card payment at a store's terminal, for the order `reference`. */
export interface TerminalPaymentRequest {
  /** The store whose terminal takes the card (the associate's). */
  storeId: string;
  /** The order number: the terminal payment's reference, as an online payment's. */
  reference: string;
  /** The same key answers the same result: a retried placement never charges twice. */
  idempotencyKey: string;
  amount: PaymentAmount;
  /** The simulated terminal's answer, as the associate confirms it (demo only). */
  simulatedResult?: 'approved' | 'declined' | undefined;
}

/**
 * The store's card terminal: Adyen's Terminal API (cloud, synchronous) when configured,
 * otherwise, in the demo, a simulated one the associate answers. Its outcome is a payment
 * provider's (Authorised with a pspReference, or Refused), so the order records and refunds it
 * as any card payment.
 */
export interface CardTerminal {
  readonly kind: 'adyen' | 'simulator';
  /** Whether this store has a terminal the till can use. */
  servesStore(storeId: string): boolean;
  pay(request: TerminalPaymentRequest): Promise<PaymentOutcome>;
}
