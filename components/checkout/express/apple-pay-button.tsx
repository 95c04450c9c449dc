'use client';

import { applePayPaymentRequestOf } from '@/lib/checkout/apple-pay-request';
import type { Cart } from '@/lib/contracts/cart';
import { usePaymentMethods } from '@/services/use-checkout';
import { ApplePaySheetButton, useApplePaySupported } from './apple-pay-sheet-button';

/**
 * Apple Pay express checkout of the bag and checkout (spec 002 section 4): shown only where
 * the browser supports Apple Pay with a card ready and the store offers DW_APPLE_PAY for this
 * cart. The sheet is priced from the cart.
 */
export function ApplePayButton({ cart }: { cart: Cart }) {
  const supported = useApplePaySupported();
  const methods = usePaymentMethods(supported ? cart.basketId : null);
  const offered = methods.data?.paymentMethods.some(
    (method) => method.id === 'DW_APPLE_PAY' && method.applicable,
  );
  if (!supported || !offered) return null;
  return (
    <ApplePaySheetButton
      purchase={{ kind: 'bag', cart }}
      requestFor={(country, labels) => applePayPaymentRequestOf(cart, country, labels)}
    />
  );
}
