'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { needsShippingReview } from '@/lib/checkout/checkout-errors';
import type { PaymentDraft } from '@/lib/checkout/payment-draft';
import { buildPlaceOrderRequest, collectBrowserInfo } from '@/lib/checkout/place-order-request';
import type { Cart } from '@/lib/contracts/cart';
import type { PlaceOrderResponse } from '@/lib/contracts/checkout';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { isCommerceApiError } from '@/services/api-error';
import { cartQueryKey, cartQueryRoot } from '@/services/cart-query';
import { useCommerce } from '@/services/commerce-context';
import { checkoutQueryRoot } from '@/services/use-checkout';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { useCartStore } from '@/stores/cart-store';
import { useCheckoutStore } from '@/stores/checkout-store';
import { useDialogStore } from '@/stores/dialog-store';
import { usePaymentDraftStore } from '@/stores/payment-draft-store';
import { useToastStore } from '@/stores/toast-store';
import type { ThreeDSecurePayload } from './payment/three-ds-dialog';

/** Spec 002 section 2: express wallet orders carry a storeContext to the confirmation. */
export function orderConfirmationPath(
  locale: string,
  orderNumber: string,
  st: string,
  storeContext?: string,
): string {
  const query = new URLSearchParams({ orderNumber, st, ...(storeContext ? { storeContext } : {}) });
  return `/${locale}/order-confirmation?${query.toString()}`;
}

export const PAYPAL_STORE_CONTEXT = 'paypalExpress';
/** How long the held basket counts as fresh while the shopper answers the challenge. */
const CHALLENGE_HOLD_MS = 15 * 60_000;

function flashOf(error: unknown): { type: string }[] {
  if (!isCommerceApiError(error)) return [];
  const flash = error.data?.flash;
  return Array.isArray(flash)
    ? flash.filter((entry): entry is { type: string } => typeof entry?.type === 'string')
    : [];
}

/**
 * The order request flow of spec 000 section 4: prepare, place (PUT), and when the card asks
 * for 3-D Secure, the challenge dialog and the order PATCH. A placed order resets the cart and
 * the checkout step, then shows the confirmation.
 */
export function usePlaceOrder() {
  const { checkout } = useCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations('Checkout');
  const send = useCheckoutStore((state) => state.send);
  const openDialog = useDialogStore((state) => state.openDialog);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const showToast = useToastStore((state) => state.showToast);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cartQueryRoot }),
      queryClient.invalidateQueries({ queryKey: checkoutQueryRoot }),
    ]);

  // Checkout errors off the keep-in-page list stay until dismissed (spec 000 section 8).
  const toastError = (error: unknown) =>
    showToast({
      title: isCommerceApiError(error) ? error.message : t('unexpectedError'),
      type: 'error',
      autoClose: false,
    });

  const finish = (reply: PlaceOrderResponse, storeContext?: string) => {
    // The server answers with the shopper's fresh, empty cart.
    useCartStore.getState().setCart({ basketId: reply.basketId, totalItems: 0 });
    usePaymentDraftStore.getState().setDraft(null);
    send({ type: 'orderPlaced' });
    closeDialog('threeDSecure');
    router.push(orderConfirmationPath(locale, reply.orderNumber, reply.st, storeContext));
  };

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
    mutationFn: async ({ cart, draft }: { cart: Cart; draft: PaymentDraft }) => {
      await checkout.prepareOrder(cart.basketId, {
        shownTax: cart.totals.tax,
        shownTotal: cart.totals.total,
      });
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
    onSuccess: (reply, { cart, draft }) => {
      if (reply.status === 'Created') {
        return finish(reply, draft.kind === 'paypal' ? PAYPAL_STORE_CONTEXT : undefined);
      }
      const pending = reply.flash.find((entry) => entry.type === 'PaymentNotAuthorized');
      if (!pending) return toastError(undefined);
      // While the card is verified the basket is held as an order: the page keeps showing it
      // without asking the server, which no longer lists it as an open cart.
      queryClient.setQueryData(cartQueryKey(cart.basketId), cart, {
        updatedAt: Date.now() + CHALLENGE_HOLD_MS,
      });
      const payload: ThreeDSecurePayload = {
        orderNumber: reply.orderNumber,
        st: reply.st,
        action: pending.data.action,
      };
      send({
        type: 'challengeRequired',
        challenge: { orderNumber: reply.orderNumber, action: { ...payload } },
      });
      openDialog('threeDSecure', payload);
    },
    onError: (error) => handlePlacementError(error),
  });

  /** The challenge's result: PATCH the order; a failure starts again at billing. */
  const completeChallenge = async (payload: ThreeDSecurePayload, threeDS2Result: string) => {
    try {
      const reply = await checkout.patchOrder(payload.orderNumber, payload.st, {
        paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result } },
      });
      finish(reply);
    } catch (error) {
      closeDialog('threeDSecure');
      const newBasketId = isCommerceApiError(error) ? error.data?.basketId : undefined;
      if (typeof newBasketId === 'string') {
        const { totalItems } = useCartStore.getState();
        useCartStore.getState().setCart({ basketId: newBasketId, totalItems });
      }
      usePaymentDraftStore.getState().setDraft(null);
      send({ type: 'challengeFailed' });
      // Only the checkout reads: refetching every cart now would read the old basket, which
      // is an order by now, and its lost-cart recovery would make yet another cart.
      await queryClient.invalidateQueries({ queryKey: checkoutQueryRoot });
      toastError(error);
    }
  };

  return { place, completeChallenge };
}
