import type { Address } from '../contracts/address';
import {
  initialPayPalState,
  payPalTransition,
  type PayPalEvent,
  type PayPalState,
} from './paypal-express-machine';

/**
 * The address PayPal shares, which becomes the cart's shipping and billing address: the stored
 * address's fields, some of which PayPal may leave out.
 */
export type PayPalAddress = Pick<
  Address,
  'firstName' | 'lastName' | 'addressLine1' | 'city' | 'postalCode' | 'countryCode'
> &
  Partial<Pick<Address, 'addressLine2' | 'province' | 'email' | 'phone'>>;

/** The calls behind each step; the page implements them with the checkout service. */
export interface PayPalBackend {
  /** Starts the PayPal payment with the provider (Adyen, or the simulator). */
  submit(): Promise<void>;
  /** Sets the cart's shipping address (context PAYPAL_EXPRESS) and its new totals. */
  changeShippingAddress(address: PayPalAddress): Promise<void>;
  /** Records the payer's email and billing address once PayPal approved the payment. */
  authorize(payer: { email: string; billingAddress: PayPalAddress }): Promise<void>;
  /** Verifies the provider's details of the approved payment. */
  submitAdditionalDetails(details: Record<string, unknown>): Promise<void>;
  placeOrder(): Promise<{ orderNumber: string }>;
}

export interface PayPalFlowOptions {
  backend: PayPalBackend;
  onStateChange?: (state: PayPalState) => void;
  onPlaced: (orderNumber: string) => void;
  /** The payment failed: the page goes back to /checkout with a message. */
  onFailed: (error: unknown) => void;
}

/** Drives the PayPal express steps, failing over to checkout on any refusal. */
export function createPayPalExpressFlow(options: PayPalFlowOptions) {
  let state = initialPayPalState;
  const send = (event: PayPalEvent) => {
    state = payPalTransition(state, event);
    options.onStateChange?.(state);
  };
  const step = async (event: PayPalEvent, call: () => Promise<void>): Promise<boolean> => {
    try {
      await call();
      send(event);
      return true;
    } catch (error) {
      send({ type: 'failed' });
      options.onFailed(error);
      return false;
    }
  };

  return {
    getState: () => state,
    submit: () => step({ type: 'submit' }, () => options.backend.submit()),
    changeShippingAddress: (address: PayPalAddress) =>
      step({ type: 'shippingAddressChanged' }, () =>
        options.backend.changeShippingAddress(address),
      ),
    authorize: (payer: { email: string; billingAddress: PayPalAddress }) =>
      step({ type: 'authorized' }, () => options.backend.authorize(payer)),
    /** Verifies the details, then places the order. */
    completeWithDetails: async (details: Record<string, unknown>) => {
      const verified = await step({ type: 'additionalDetails' }, () =>
        options.backend.submitAdditionalDetails(details),
      );
      if (!verified) return;
      try {
        const { orderNumber } = await options.backend.placeOrder();
        send({ type: 'orderPlaced', orderNumber });
        options.onPlaced(orderNumber);
      } catch (error) {
        send({ type: 'failed' });
        options.onFailed(error);
      }
    },
    cancel: () => send({ type: 'cancelled' }),
  };
}
