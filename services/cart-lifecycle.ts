'use client';

import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@/lib/contracts/cart';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { isCommerceApiError, type CommerceApiError } from './api-error';
import type { CartClient } from './cart';
import { cartQueryKey } from './cart-query';
import { itemIdMapper, recreateCart, type CartCallContext } from './cart-recovery';

/** Spec 000 section 9: page reload after cart-invalid. */
export const CART_INVALID_RELOAD_MS = 4000;

/** Indirection so tests can observe the reload jsdom cannot perform. */
export const pageReloader = { reload: () => window.location.reload() };

/** Every reply of the cart service is the whole cart: cache it and keep the header count. */
export function acceptCart(queryClient: QueryClient, cart: Cart): Cart {
  queryClient.setQueryData(cartQueryKey(cart.basketId), cart);
  useCartStore.getState().setCart({ basketId: cart.basketId, totalItems: cart.totalItems });
  return cart;
}

/** Spec 000 section 4: on invalid-customer the stored cart is cleared, a toast shown, the page reloaded. */
export function handleInvalidCustomer(error: CommerceApiError): void {
  useCartStore.getState().clearCart();
  useToastStore.getState().showToast({ title: error.message, type: 'error', autoClose: false });
  setTimeout(() => pageReloader.reload(), CART_INVALID_RELOAD_MS);
}

const identity = (id: string) => id;

/**
 * Runs one cart call with the lifecycle rules of spec 000 sections 4 and 8: a lost cart
 * (BSK404) is recreated with its items and the call retried once on the new cart; an
 * invalid customer (AUT498) clears the cart and reloads the page.
 */
export async function runCartCall(
  client: CartClient,
  queryClient: QueryClient,
  known: { basketId: string | null; cart: Cart | undefined },
  call: (context: Omit<CartCallContext, 'basketId'> & { basketId: string | null }) => Promise<Cart>,
): Promise<Cart> {
  try {
    try {
      return acceptCart(queryClient, await call({ ...known, itemId: identity }));
    } catch (error) {
      if (!known.basketId || !isCommerceApiError(error, 'BSK404')) throw error;
      const recreated = acceptCart(queryClient, await recreateCart(client, known.cart));
      const retried = await call({
        basketId: recreated.basketId,
        cart: recreated,
        itemId: itemIdMapper(known.cart, recreated),
      });
      return acceptCart(queryClient, retried);
    }
  } catch (error) {
    if (isCommerceApiError(error, 'AUT498')) handleInvalidCustomer(error);
    throw error;
  }
}

/**
 * Reads the stored basket. A basket the server no longer knows (or no longer lets this
 * shopper see) is recreated from the last copy on the page, or forgotten when there is none,
 * so the header never counts items that are gone.
 */
export async function loadCart(
  client: CartClient,
  queryClient: QueryClient,
  basketId: string,
): Promise<Cart | null> {
  try {
    return acceptCart(queryClient, await client.getCart(basketId, { inventorySupplyCheck: true }));
  } catch (error) {
    if (isCommerceApiError(error, 'AUT498')) {
      handleInvalidCustomer(error);
      return null;
    }
    const gone = isCommerceApiError(error) && (error.status === 404 || error.status === 403);
    if (!gone) throw error;
    const lost = queryClient.getQueryData<Cart | null>(cartQueryKey(basketId)) ?? undefined;
    if (lost && lost.items.length > 0) {
      return acceptCart(queryClient, await recreateCart(client, lost));
    }
    useCartStore.getState().clearCart();
    return null;
  }
}
