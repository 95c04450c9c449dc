/**
 * PayPal express: the payment is submitted and PayPal opens; the payer may change the shipping
 * address there; PayPal reports the payment authorised; the provider's additional details are
 * verified; then the order is placed. Anything else goes back to /checkout. The steps are the
 * same whether Adyen's PayPal component or the simulated approval dialog drives them.
 */
export type PayPalPhase =
  'idle' | 'submitted' | 'authorized' | 'additionalDetails' | 'orderPlaced' | 'failed';

export type PayPalEvent =
  | { type: 'submit' }
  | { type: 'shippingAddressChanged' }
  | { type: 'authorized' }
  | { type: 'additionalDetails' }
  | { type: 'orderPlaced'; orderNumber: string }
  | { type: 'cancelled' }
  | { type: 'failed' };

export interface PayPalState {
  phase: PayPalPhase;
  orderNumber: string | null;
}

export const initialPayPalState: PayPalState = { phase: 'idle', orderNumber: null };

export function payPalTransition(state: PayPalState, event: PayPalEvent): PayPalState {
  const { phase } = state;
  switch (event.type) {
    case 'submit':
      return phase === 'idle' || phase === 'failed'
        ? { phase: 'submitted', orderNumber: null }
        : state;
    case 'shippingAddressChanged':
      // The address can change while PayPal's window is open; the phase stays where it is.
      return state;
    case 'authorized':
      return phase === 'submitted' ? { ...state, phase: 'authorized' } : state;
    case 'additionalDetails':
      return phase === 'authorized' || phase === 'submitted'
        ? { ...state, phase: 'additionalDetails' }
        : state;
    case 'orderPlaced':
      return phase === 'additionalDetails'
        ? { phase: 'orderPlaced', orderNumber: event.orderNumber }
        : state;
    case 'cancelled':
      return initialPayPalState;
    case 'failed':
      return { phase: 'failed', orderNumber: null };
  }
}

/**
 * The checkout query that opens PayPal's approval as soon as the page is ready (quick shop's
 * PayPal button). Kept out of client modules: the checkout page reads it on the server, where a
 * `'use client'` module's exports are client references, not their values.
 */
export const PAYPAL_EXPRESS_QUERY = 'paypal';

/** Where a shopper whose PayPal payment failed is sent: back to checkout. */
export function payPalFailureRoute(locale: string): string {
  return `/${locale}/checkout`;
}

/**
 * In quick shop, PayPal express is hidden for a signed-in in-store employee (an associate's
 * till session), who takes payment at the till instead.
 */
export function isPayPalExpressShown(context: {
  surface: 'quickShop' | 'cart' | 'checkout';
  inStoreEmployee: boolean;
}): boolean {
  return !(context.surface === 'quickShop' && context.inStoreEmployee);
}
