'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { needsShippingReview } from '@/lib/checkout/checkout-errors';
import type { PaymentDraft } from '@/lib/checkout/payment-draft';
import { pendingPaymentOf } from '@/lib/checkout/pending-payment-of';
import type { Cart } from '@/lib/contracts/cart';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { isCommerceApiError } from '@/services/api-error';
import { cartQueryKey, cartQueryRoot } from '@/services/cart-query';
import { checkoutQueryRoot, useCheckoutClient } from '@/services/use-checkout';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { useCheckoutStore } from '@/stores/checkout-store';
import { useDialogStore } from '@/stores/dialog-store';
import { followRedirect } from './payment/follow-redirect';
import type { ThreeDSecurePayload } from './payment/three-ds-dialog';
import { useFinishOrder } from './use-finish-order';

export const PAYPAL_STORE_CONTEXT = 'paypalExpress';
/** Spec 002 section 2: the confirmation of an Apple Pay order from the product page. */
export const APPLE_PAY_PDP_STORE_CONTEXT = 'applePayPdp';
/** How long the held basket counts as fresh while the shopper answers the challenge. */
const CHALLENGE_HOLD_MS = 15 * 60_000;

function flashOf(error: unknown): { type: string }[] {
  if (!isCommerceApiError(error)) return [];
  const flash = error.data?.flash;
  return Array.isArray(flash)
    ? flash.filter((entry): entry is { type: string } => typeof entry?.type === 'string')
    : [];
}

interface PlacementInput {
  cart: Cart;
  draft: PaymentDraft;
  /** The cart is a product-page purchase's own basket, not the shopper's bag. */
  productPage?: boolean;
}

/**
 * The order request flow of spec 000 section 4: prepare, place (PUT), then what the payment
 * asks for: 3-D Secure opens the challenge dialog, whose result PATCHes the order; a redirect
 * (buy now pay later) sends the browser to the provider's page, and the checkout return page
 * PATCHes the order when it comes back; PayPal's `sdk` action is left to the caller (Adyen's
 * PayPal component). A placed order resets the cart and the checkout step, then shows the
 * confirmation.
 */
export function usePlaceOrder() {
  const checkout = useCheckoutClient();
  const queryClient = useQueryClient();
  const send = useCheckoutStore((state) => state.send);
  const openDialog = useDialogStore((state) => state.openDialog);
  const { finish, settlePending, toastError } = useFinishOrder();

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cartQueryRoot }),
      queryClient.invalidateQueries({ queryKey: checkoutQueryRoot }),
    ]);

  const handlePlacementError = async (error: unknown) => {
    if (isCommerceApiError(error, 'ORD430')) {
      // Stock ran out meanwhile: the cart now says which lines, as flash and item errors.
      await refresh();
      send({ type: 'itemUnavailable', deliveryTransition: needsShippingReview(flashOf(error)) });
      return;
    }
    if (isCommerceApiError(error, 'TAX310')) await refresh();
    toastError(error);
  };

  const place = useMutation({
    mutationFn: async ({ cart, draft }: PlacementInput) => {
      await checkout.prepareOrder(cart.basketId, {
        shownTax: cart.totals.tax,
        shownTotal: cart.totals.total,
      });
      // The request builder brings the checkout and address contracts (zod): loaded to place.
      const { buildPlaceOrderRequest, collectBrowserInfo } =
        await import('@/lib/checkout/place-order-request');
      const session = useBuyInStoreStore.getState().session;
      const body = buildPlaceOrderRequest({
        cart,
        draft,
        inStoreSalesInfo: session
          ? { storeId: session.storeId, storeEmployeeId: session.storeEmployeeId }
          : undefined,
        recaptchaToken: offlineRecaptchaToken('placeOrder'),
        browserInfo: collectBrowserInfo(window),
      });
      return checkout.placeOrder(body, window.location.href);
    },
    onSuccess: (reply, { cart, draft, productPage }) => {
      if (reply.status === 'Created') {
        if (productPage) {
          return finish(reply, { storeContext: APPLE_PAY_PDP_STORE_CONTEXT, keepBag: true });
        }
        const express = draft.kind === 'paypal' && draft.walletToken;
        return finish(reply, { storeContext: express ? PAYPAL_STORE_CONTEXT : undefined });
      }
      const payload = pendingPaymentOf(reply);
      if (!payload) return toastError(undefined);
      const challengeRequired = () =>
        send({
          type: 'challengeRequired',
          challenge: { orderNumber: reply.orderNumber, action: { ...payload } },
        });
      if (payload.action.type === 'redirect') {
        // Kept in session storage: the return page learns which method it is finishing.
        challengeRequired();
        return followRedirect(payload.action);
      }
      // While the shopper answers (the card's challenge, PayPal's window) the basket is held
      // as an order: the page keeps showing it without asking the server, which no longer
      // lists it as an open cart.
      queryClient.setQueryData(cartQueryKey(cart.basketId), cart, {
        updatedAt: Date.now() + CHALLENGE_HOLD_MS,
      });
      // PayPal's window belongs to the component that placed the order (Adyen's PayPal).
      if (payload.action.type === 'sdk') return;
      challengeRequired();
      openDialog('threeDSecure', payload);
    },
    onError: (error) => handlePlacementError(error),
  });

  /** The challenge's result: PATCH the order; a failure starts again at billing. */
  const completeChallenge = async (payload: ThreeDSecurePayload, threeDS2Result: string) => {
    await settlePending(payload, { code: 'CREDIT_CARD', additionalData: { threeDS2Result } });
  };

  return { place, completeChallenge };
}
