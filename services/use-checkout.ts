'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import type { Cart } from '@/lib/contracts/cart';
import type { PaymentMethodsResponse } from '@/lib/contracts/checkout';
import { useCartStore } from '@/stores/cart-store';
import type { CommerceApiError } from './api-error';
import { appTracking } from './app-launch';
import { cartQueryKey, cartQueryRoot } from './cart-query';
import { createCheckoutClient, type CheckoutClient } from './checkout';
import { useCommerce } from './commerce-context';

/** The checkout client, built by the pages that use it rather than for every page. */
export function useCheckoutClient(): CheckoutClient {
  const { request } = useCommerce();
  return useMemo(() => createCheckoutClient(request, { appTracking }), [request]);
}

export const checkoutQueryRoot = ['checkout'] as const;
const paymentMethodsKey = (basketId: string) =>
  [...checkoutQueryRoot, 'payment-methods', basketId] as const;

/** The locale's address form definitions (lib/address), fetched once per locale. */
export function useAddressForms() {
  const checkout = useCheckoutClient();
  const locale = useLocale();
  return useQuery({
    queryKey: [...checkoutQueryRoot, 'address-forms', locale],
    queryFn: async () => {
      // The form model (and the address contract's zod) loads with the forms, not with every
      // page that uses these hooks, such as the order confirmation.
      const [reply, { toFormDefinition }] = await Promise.all([
        checkout.getAddressForms(),
        import('@/lib/checkout/address-form-model'),
      ]);
      return { forms: reply.forms.map(toFormDefinition), countries: reply.countries };
    },
    staleTime: Infinity,
  });
}

/** Payment methods, saved cards, loyalty and what is left to pay for the current basket. */
export function usePaymentMethods(basketId: string | null) {
  const checkout = useCheckoutClient();
  return useQuery<PaymentMethodsResponse>({
    queryKey: paymentMethodsKey(basketId ?? ''),
    queryFn: () => checkout.getPaymentMethods(basketId ?? ''),
    enabled: basketId !== null,
  });
}

/**
 * Whether the store offers Apple Pay at all, where there is no cart to ask about yet (the
 * product page). Store settings: asked once per visit, and only when `enabled`.
 */
export function useApplePayOffered(enabled: boolean) {
  const checkout = useCheckoutClient();
  return useQuery({
    // Outside the checkout root: checkout changes do not change the store's settings.
    queryKey: ['apple-pay-offered'],
    queryFn: async () => (await checkout.getApplePayAvailability()).offered,
    enabled,
    staleTime: Infinity,
  });
}

/** The card provider's session (Adyen client key, or the simulator), for the card form. */
export function usePaymentSession(basketId: string | null, remainingToPay: number | undefined) {
  const checkout = useCheckoutClient();
  return useQuery({
    // The session carries the amount, so a new remaining amount asks for a new one.
    queryKey: [...checkoutQueryRoot, 'payment-session', basketId, remainingToPay],
    queryFn: () =>
      checkout.getPaymentSession({
        basketId: basketId ?? '',
        paymentMethodId: 'CREDIT_CARD',
        referer: window.location.href,
      }),
    enabled: basketId !== null && remainingToPay !== undefined,
    // getPaymentSession already retries once after 3000 ms (spec 002 section 9).
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/**
 * A checkout call that answers with the cart: the reply replaces the cached cart, and the
 * payment methods (whose remaining amount follows the cart) are read again.
 */
export function useCheckoutCartMutation<Vars>(
  call: (client: CheckoutClient, basketId: string, vars: Vars) => Promise<Cart>,
) {
  const checkout = useCheckoutClient();
  const queryClient = useQueryClient();
  return useMutation<Cart, CommerceApiError | Error, Vars>({
    mutationFn: async (vars) => {
      const basketId = useCartStore.getState().basketId;
      if (!basketId) throw new Error('There is no cart to check out.');
      const cart = await call(checkout, basketId, vars);
      queryClient.setQueryData(cartQueryKey(basketId), cart);
      await queryClient.invalidateQueries({ queryKey: paymentMethodsKey(basketId) });
      return cart;
    },
  });
}

/** Refreshes what the checkout shows after the server changed the cart on its own. */
export function useRefreshCheckout() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cartQueryRoot }),
      queryClient.invalidateQueries({ queryKey: checkoutQueryRoot }),
    ]);
}

/** The order for the confirmation page: the owner's session, or the `st` access token. */
export function useOrder(orderNumber: string, st: string | undefined) {
  const checkout = useCheckoutClient();
  return useQuery({
    queryKey: ['order', orderNumber, st],
    queryFn: () => checkout.getOrder(orderNumber, st),
    retry: false,
  });
}
