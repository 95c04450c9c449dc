'use client';

import { useEffect, useRef } from 'react';
import { canUseExpressCheckout } from '@/lib/checkout/checkout-steps';
import { expressAddresses } from '@/lib/checkout/saved-addresses';
import type { ProfileResponse } from '@/lib/contracts/auth';
import type { Cart } from '@/lib/contracts/cart';
import { ownShippingAddressOf } from '@/lib/contracts/address-values';
import { type PaymentMethodsResponse } from '@/lib/contracts/checkout';
import type { SessionStatus } from '@/stores/auth-store';
import { useCheckoutCartMutation } from '@/services/use-checkout';
import { useCheckoutStore } from '@/stores/checkout-store';
import { usePaymentDraftStore } from '@/stores/payment-draft-store';

type ExpressDefaults = { cardId: string; addresses: ReturnType<typeof expressAddresses> };

/**
 * Starts the step machine once the shopper, the cart and the payment methods are known
 * (spec 000 section 4). A signed-in shopper with a main saved card and a default shipping
 * address goes straight to summary as EXPRESS. The default address is the address book's
 * main shipping address (billing: the main billing address, else the shipping one); without
 * one, a shipping address already on the cart. The main card pays. A checkout already under
 * way (a reload) keeps its step.
 */
export function useExpressStart({
  authStatus,
  profile,
  countryCode,
  cart,
  methods,
  expressEnabled,
}: {
  authStatus: SessionStatus;
  /** The signed-in shopper's profile; undefined while it loads, null for a guest. */
  profile: ProfileResponse | null | undefined;
  /** The storefront's country: shipping goes only there. */
  countryCode: string;
  cart: Cart | null;
  methods: PaymentMethodsResponse | undefined;
  expressEnabled: boolean;
}) {
  const started = useRef(false);
  const send = useCheckoutStore((state) => state.send);
  const prepareExpress = useCheckoutCartMutation(
    async (client, basketId, { cardId, addresses }: ExpressDefaults) => {
      if (addresses) {
        await client.setShippingAddress(basketId, {
          addresses: [{ ...addresses.shipping, shippingId: 'me' }],
        });
      }
      await client.setBillingAddress(
        basketId,
        addresses?.billing ? { billingAddress: addresses.billing } : { sameAsShipping: true },
      );
      return client.addPaymentInstrument(basketId, {
        payment_method_id: 'CREDIT_CARD',
        payment_instrument_id: cardId,
      });
    },
  );
  const { mutateAsync } = prepareExpress;

  useEffect(() => {
    if (started.current || authStatus === 'unknown' || !cart || !methods) return;
    if (authStatus === 'registered' && profile === undefined) return;
    started.current = true;
    const { completed } = useCheckoutStore.getState();
    if (completed.length > 0) return;
    const mainCard = methods.savedCards.find((card) => card.main);
    const details = profile?.consumerDetails;
    const addresses = details
      ? expressAddresses(details.addresses ?? [], countryCode, details.email)
      : null;
    const express = {
      featureEnabled: expressEnabled,
      signedIn: authStatus === 'registered',
      hasDefaultCard: mainCard !== undefined,
      hasDefaultAddress: addresses !== null || ownShippingAddressOf(cart.shippingAddress) !== null,
    };
    if (!mainCard || !canUseExpressCheckout(express)) {
      send({ type: 'start', express });
      return;
    }
    mutateAsync({ cardId: mainCard.id, addresses }).then(
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
  }, [authStatus, profile, countryCode, cart, methods, expressEnabled, send, mutateAsync]);

  return { preparing: prepareExpress.isPending };
}
