'use client';

import { useEffect, useRef } from 'react';
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  beginCheckoutEvent,
} from '@/lib/analytics/checkout-events';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import type { CheckoutStep } from '@/lib/checkout/checkout-steps';
import type { PaymentDraft } from '@/lib/checkout/payment-draft';
import type { Cart } from '@/lib/contracts/cart';

/**
 * Checkout's e-commerce events: `begin_checkout` once the bag is known on arrival, then
 * `add_shipping_info` as the shopper leaves the shipping step forward and `add_payment_info`
 * as they leave billing for the review.
 */
export function useCheckoutAnalytics(
  cart: Cart | null | undefined,
  step: CheckoutStep,
  payment: PaymentDraft | null,
) {
  const began = useRef(false);
  const previous = useRef(step);

  useEffect(() => {
    if (!cart || cart.items.length === 0 || began.current) return;
    began.current = true;
    pushDataLayer(beginCheckoutEvent(cart));
  }, [cart]);

  useEffect(() => {
    const from = previous.current;
    previous.current = step;
    if (!cart || from === step) return;
    if (from === 'shipping') {
      const delivery = cart.shippingMethods.find((entry) => entry.shippingId === 'me')?.selected;
      pushDataLayer(addShippingInfoEvent(cart, delivery?.code ?? 'unknown'));
    }
    if (from === 'billing' && step === 'summary') {
      pushDataLayer(addPaymentInfoEvent(cart, payment?.kind ?? 'unknown'));
    }
  }, [step, cart, payment]);
}
