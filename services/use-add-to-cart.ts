'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { Cart, FulfilmentCode, GiftOption } from '@/lib/contracts/cart';
import { useCartStore } from '@/stores/cart-store';
import { useDialogStore } from '@/stores/dialog-store';
import { CommerceApiError, isCommerceApiError } from './api-error';
import { runCartCall } from './cart-lifecycle';
import { cartQueryKey } from './cart-query';
import { useCommerce } from './commerce-context';

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
}

/** The cart page is where the shopper already looks at the cart: no mini cart there. */
export function isCartRoute(pathname: string | null): boolean {
  return /^\/[a-z]{2}-[a-z]{2}\/cart(\/|$)/.test(pathname ?? '');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A gift-with-purchase product can never be added, and after AUT498 the page is reloading.
const isFinal = (error: unknown) =>
  isCommerceApiError(error, 'GWP403') || isCommerceApiError(error, 'AUT498');

/**
 * Adds a variant to the cart, creating the cart on the first add (spec 000 section 4).
 * Resolves true when added; on failure resolves false and `error` holds the message to show
 * next to the control (out of stock says the item could not be moved to the cart, INV408
 * names the allowed maximum). Opens the mini cart unless the page is a cart route.
 */
export function useAddToCart() {
  const { cart: client } = useCommerce();
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const openDialog = useDialogStore((state) => state.openDialog);
  const t = useTranslations('CartErrors');

  const describe = (error: unknown): CommerceApiError => {
    const apiError =
      error instanceof CommerceApiError
        ? error
        : new CommerceApiError(0, 'GEN500', t('generic'), String(error), undefined);
    const override =
      apiError.code === 'INV700'
        ? t('notMovedToCart')
        : // No allowed maximum in the reply: the describer fell back to the server's text.
          apiError.code === 'INV408' && apiError.message === apiError.serverMessage
          ? t('maxQuantityDefault')
          : null;
    if (!override) return apiError;
    const { status, code, serverMessage, correlationId, field, data } = apiError;
    return new CommerceApiError(status, code, override, serverMessage, correlationId, field, data);
  };

  const mutation = useMutation<boolean, CommerceApiError, AddToCartInput>({
    mutationFn: async (input) => {
      const attempt = () => {
        const basketId = useCartStore.getState().basketId;
        const cart = basketId
          ? queryClient.getQueryData<Cart | null>(cartQueryKey(basketId))
          : undefined;
        return runCartCall(client, queryClient, { basketId, cart: cart ?? undefined }, (context) =>
          context.basketId
            ? client.addItem({ cartId: context.basketId, ...input })
            : client.cartWithItem(input),
        );
      };
      try {
        await attempt().catch(async (error: unknown) => {
          if (isFinal(error)) throw error;
          await wait(ADD_TO_CART_RETRY_MS);
          return attempt();
        });
      } catch (error) {
        throw describe(error);
      }
      if (!isCartRoute(pathname)) openDialog('miniCart');
      return true;
    },
  });

  return {
    addToCart: (input: AddToCartInput): Promise<boolean> =>
      mutation.mutateAsync(input).catch(() => false),
    isPending: mutation.isPending,
    error: mutation.error,
  };
}
