'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { PendingPayment } from '@/lib/checkout/pending-payment';
import type { PatchOrderRequest, PlaceOrderResponse } from '@/lib/contracts/checkout';
import { isCommerceApiError } from '@/services/api-error';
import { checkoutQueryRoot, useCheckoutClient } from '@/services/use-checkout';
import { useCartStore } from '@/stores/cart-store';
import { useCheckoutStore } from '@/stores/checkout-store';
import { useDialogStore } from '@/stores/dialog-store';
import { usePaymentDraftStore } from '@/stores/payment-draft-store';
import { shippingDraft } from '@/stores/shipping-draft';
import { useToastStore } from '@/stores/toast-store';

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

export interface FinishOptions {
  /** Carried to the confirmation by express wallet orders. */
  storeContext?: string;
  /** A product-page purchase placed a basket of its own (spec 002 section 4): not the bag. */
  keepBag?: boolean;
}

/**
 * How an order placement ends, wherever it ends (the summary, the 3-D Secure dialog, the
 * return from a provider's page, PayPal's window): a Created order resets the cart and the
 * step and opens the confirmation; a pending payment that failed moves the shopper to the new
 * cart the server made and back to billing, with the error shown until dismissed.
 */
export function useFinishOrder() {
  const checkout = useCheckoutClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations('Checkout');
  const send = useCheckoutStore((state) => state.send);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const showToast = useToastStore((state) => state.showToast);

  // Checkout errors off the keep-in-page list stay until dismissed (spec 000 section 8).
  const toastError = (error: unknown) =>
    showToast({
      title: isCommerceApiError(error) ? error.message : t('unexpectedError'),
      type: 'error',
      autoClose: false,
    });

  const finish = (reply: PlaceOrderResponse, options: FinishOptions = {}) => {
    // The bag was not what was ordered: the shopper keeps it and their checkout as they were.
    if (!options.keepBag) {
      // The server answers with the shopper's fresh, empty cart.
      useCartStore.getState().setCart({ basketId: reply.basketId, totalItems: 0 });
      usePaymentDraftStore.getState().setDraft(null);
      shippingDraft.clear();
      send({ type: 'orderPlaced' });
    }
    closeDialog('threeDSecure');
    router.push(orderConfirmationPath(locale, reply.orderNumber, reply.st, options.storeContext));
  };

  const failPending = async (error: unknown) => {
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
  };

  /**
   * The shopper's answer to a pending payment (the card's challenge, the provider's page,
   * PayPal's window) PATCHes the order, which then finishes or fails as above. `onAnswer`
   * hears the PATCH's outcome before the page moves on (Adyen's component waits for it).
   * Resolves true when the order was created.
   */
  const settlePending = async (
    order: Pick<PendingPayment, 'orderNumber' | 'st'>,
    paymentMethod: PatchOrderRequest['paymentMethod'],
    onAnswer?: (created: boolean) => void,
  ): Promise<boolean> => {
    try {
      const reply = await checkout.patchOrder(order.orderNumber, order.st, { paymentMethod });
      onAnswer?.(true);
      finish(reply);
      return true;
    } catch (error) {
      onAnswer?.(false);
      await failPending(error);
      return false;
    }
  };

  return { finish, settlePending, toastError };
}
