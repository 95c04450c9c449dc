import type { ErrorCode } from '@/lib/contracts/error-codes';
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
}

/**
 * Why a method that pays what is left cannot pay it now, as the methods reply gives it, or
 * undefined when it can: PYT404 it is not offered here, PYT400 nothing is left to pay.
 * Placement and the payment instruments refuse with the same reason, so the server, not the
 * page, decides.
 */
export function remainderMethodProblem(
  code: string,
  { provider, applePayConfigured }: MethodOffer,
  nothingLeft: boolean,
): ErrorCode | undefined {
  if (code === 'DW_APPLE_PAY' && !isApplePayOffered(applePayConfigured, provider)) return 'PYT404';
  return nothingLeft ? 'PYT400' : undefined;
}
