import type { Context } from 'hono';
import type { ErrorCode } from '@/lib/contracts/error-codes';
import { getAgent } from '../auth/session';
import type { ApiEnv } from '../http/context';
import type { CheckoutDependencies } from './checkout-dependencies';
import type { CardTerminal } from '../payments/card-terminal';
import type { PaymentProvider } from '../payments/provider';

/**
 * Apple Pay needs the merchant's Apple Pay settings and a processor that can decrypt a real
 * Apple token (Adyen): the simulator has no honest stand-in for it.
 */
export function isApplePayOffered(configured: boolean, provider: PaymentProvider): boolean {
  return configured && provider.name === 'adyen';
}

/** What decides whether the store offers a method right now, besides the basket. */
export interface MethodOffer {
  provider: PaymentProvider;
  applePayConfigured: boolean;
  terminal: CardTerminal | null;
  /** The store of the associate signed in on this device (a till), else null. */
  tillStoreId: string | null;
}

/** What this request may be offered: the settings', and the till's when an associate asks. */
export function methodOffer(c: Context<ApiEnv>, deps: CheckoutDependencies): MethodOffer {
  return {
    provider: deps.payments,
    applePayConfigured: deps.applePay !== null,
    terminal: deps.terminal,
    tillStoreId: getAgent(c)?.storeId ?? null,
  };
}

/** The store's card terminal pays only at a till whose store has one. */
export function isTerminalOffered({ terminal, tillStoreId }: MethodOffer): boolean {
  return terminal !== null && tillStoreId !== null && terminal.servesStore(tillStoreId);
}

/**
 * Why a method that pays what is left cannot pay it now, as the methods reply gives it, or
 * undefined when it can: PYT404 it is not offered here, PYT400 nothing is left to pay.
 * Placement and the payment instruments refuse with the same reason, so the server, not the
 * page, decides.
 */
export function remainderMethodProblem(
  code: string,
  offer: MethodOffer,
  nothingLeft: boolean,
): ErrorCode | undefined {
  if (code === 'DW_APPLE_PAY' && !isApplePayOffered(offer.applePayConfigured, offer.provider))
    return 'PYT404';
  if (code === 'POS_TERMINAL' && !isTerminalOffered(offer)) return 'PYT404';
  return nothingLeft ? 'PYT400' : undefined;
}
