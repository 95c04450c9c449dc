'use client';

import { useEffect, useRef } from 'react';
import { canUseExpressCheckout } from '@/lib/checkout/checkout-steps';
import type { Cart } from '@/lib/contracts/cart';
import { addressSchema, type PaymentMethodsResponse } from '@/lib/contracts/checkout';
import type { SessionStatus } from '@/stores/auth-store';
import { useCheckoutCartMutation } from '@/services/use-checkout';
import { useCheckoutStore } from '@/stores/checkout-store';
import { usePaymentDraftStore } from '@/stores/payment-draft-store';

/**
 * Starts the step machine once the shopper, the cart and the payment methods are known
 * (spec 000 section 4). A signed-in shopper with a main saved card and a default shipping
 * address on the cart goes straight to summary as EXPRESS: billing takes the shipping address
 * and the main card pays. A checkout already under way (a reload) keeps its step.
 */
export function useExpressStart({
  authStatus,
  cart,
  methods,
  expressEnabled,
}: {
  authStatus: SessionStatus;
  cart: Cart | null;
  methods: PaymentMethodsResponse | undefined;
  expressEnabled: boolean;
}) {
  const started = useRef(false);
  const send = useCheckoutStore((state) => state.send);
  const prepareExpress = useCheckoutCartMutation(async (client, basketId, cardId: string) => {
    await client.setBillingAddress(basketId, { sameAsShipping: true });
    return client.addPaymentInstrument(basketId, {
      payment_method_id: 'CREDIT_CARD',
      payment_instrument_id: cardId,
    });
  });
  const { mutateAsync } = prepareExpress;

  useEffect(() => {
    if (started.current || authStatus === 'unknown' || !cart || !methods) return;
    started.current = true;
    const { completed } = useCheckoutStore.getState();
    if (completed.length > 0) return;
    const mainCard = methods.savedCards.find((card) => card.main);
    const express = {
      featureEnabled: expressEnabled,
      signedIn: authStatus === 'registered',
      hasDefaultCard: mainCard !== undefined,
      hasDefaultAddress: addressSchema.safeParse(cart.shippingAddress).success,
    };
    if (!mainCard || !canUseExpressCheckout(express)) {
      send({ type: 'start', express });
      return;
    }
    mutateAsync(mainCard.id).then(
      () => {
        usePaymentDraftStore.getState().setDraft({
          kind: 'savedCard',
          id: mainCard.id,
          brand: mainCard.brand,
          lastFour: mainCard.lastFour,
        });
        send({ type: 'start', express });
      },
      // The defaults could not be applied: the shopper goes through the steps instead.
      () => send({ type: 'start', express: { ...express, hasDefaultCard: false } }),
    );
  }, [authStatus, cart, methods, expressEnabled, send, mutateAsync]);

  return { preparing: prepareExpress.isPending };
}
