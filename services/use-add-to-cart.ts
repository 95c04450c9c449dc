'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { addToCartEvent } from '@/lib/analytics/cart-events';
import type { FulfilmentCode, GiftOption } from '@/lib/contracts/cart';
import { ADD_TO_CART_EVENT } from '@/lib/experiments/constants';
import { trackExperimentEvent } from '@/lib/experiments/runtime';
import type { Locale } from '@/lib/i18n/locales';
import { useDialogStore } from '@/stores/dialog-store';
import { currentFavoriteStoreId } from '@/stores/favorite-store';
import { CommerceApiError, isCommerceApiError } from './api-error';
import { useCartMutation } from './use-cart-mutation';

/** Quick shop's "update in cart" uses the same line update as the cart page. */
export { useUpdateCartItem } from './use-cart';

/** Spec 002 section 4: add to cart retries once after 2 seconds, unless GWP403. */
export const ADD_TO_CART_RETRY_MS = 2000;

export interface AddToCartInput {
  productId: string;
  qty?: number;
  storeId?: string;
  shippingMethod?: FulfilmentCode;
  customAmount?: number;
  giftOption?: GiftOption;
  /** Pick up at this store (cartWithItem?action=pickup): the store becomes the favourite. */
  pickupAt?: string;
}

/** The cart page is where the shopper already looks at the cart: no mini cart there. */
export function isCartRoute(pathname: string | null): boolean {
  return /^\/[a-z]{2}-[a-z]{2}\/cart(\/|$)/.test(pathname ?? '');
}

// A gift-with-purchase product can never be added, and after AUT498 the page is reloading.
const isFinal = (error: unknown) =>
  isCommerceApiError(error, 'GWP403') || isCommerceApiError(error, 'AUT498');

/**
 * Adds a variant to the cart, creating the cart on the first add (spec 000 section 4), through
 * the same cart mutation as every other change (use-cart-mutation.ts), so other tabs hear of it.
 * Resolves true when added; on failure resolves false and `error` holds the message to show
 * next to the control (out of stock says the item could not be moved to the cart, INV408
 * names the allowed maximum). Opens the mini cart unless the page is a cart route.
 */
export function useAddToCart() {
  const pathname = usePathname();
  const openDialog = useDialogStore((state) => state.openDialog);
  const t = useTranslations('CartErrors');
  const locale = useLocale() as Locale;

  const describe = (error: unknown): CommerceApiError => {
    const apiError =
      error instanceof CommerceApiError
        ? error
        : new CommerceApiError(0, 'GEN500', t('generic'), String(error), undefined);
    const override =
      apiError.code === 'INV700'
        ? t('notMovedToCart')
        : // No allowed maximum in the reply for the message to name.
          apiError.code === 'INV408' && typeof apiError.data?.maxQty !== 'number'
          ? t('maxQuantityDefault')
          : null;
    if (!override) return apiError;
    const { status, code, serverMessage, correlationId, field, data } = apiError;
    return new CommerceApiError(status, code, override, serverMessage, correlationId, field, data);
  };

  // Adding needs no version: "one more of this" means the same on any version of the cart.
  const mutation = useCartMutation<AddToCartInput>({
    call: (client, context, { pickupAt, ...input }) => {
      if (pickupAt) {
        const bid = context.basketId ?? undefined;
        return client.cartWithItem(input, { action: 'pickup', favStoreId: pickupAt, bid });
      }
      return context.basketId
        ? client.addItem({ cartId: context.basketId, ...input })
        : client.cartWithItem(input, { favStoreId: currentFavoriteStoreId() });
    },
    errorLevel: 'input',
    retry: { delayMs: ADD_TO_CART_RETRY_MS, unless: isFinal },
    // The product page adds without reading the whole bag: the event names what was added.
    track: (cart, input) => addToCartEvent(cart, input.productId, input.qty ?? 1),
  });

  return {
    addToCart: (input: AddToCartInput): Promise<boolean> =>
      mutation.mutateAsync(input).then(
        () => {
          if (!isCartRoute(pathname)) openDialog('miniCart');
          trackExperimentEvent(locale, ADD_TO_CART_EVENT, { quantity: input.qty ?? 1 });
          return true;
        },
        () => false,
      ),
    isPending: mutation.isPending,
    error: mutation.error ? describe(mutation.error) : null,
  };
}
