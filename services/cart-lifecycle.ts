'use client';

import type { QueryClient } from '@tanstack/react-query';
import type { Cart, CartSummary } from '@/lib/contracts/cart';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';
import { currentFavoriteStoreId } from '@/stores/favorite-store';
import { useToastStore } from '@/stores/toast-store';
import { isCommerceApiError, type CommerceApiError } from './api-error';
import type { CartClient } from './cart';
import { browserCartChannel } from './cart-channel';
import { cartCountKey, cartQueryKey } from './cart-query';
import { itemIdMapper, recreateCart, type CartCallContext } from './cart-recovery';

/** Spec 000 section 9: page reload after cart-invalid. */
export const CART_INVALID_RELOAD_MS = 4000;

/** Indirection so tests can observe the reload jsdom cannot perform. */
export const pageReloader = { reload: () => window.location.reload() };

export const summaryOf = (cart: Cart): CartSummary => ({
  basketId: cart.basketId,
  totalItems: cart.totalItems,
  version: cart.version,
});

/** Keeps the header's count, unless the cache already holds a newer version's. */
export function acceptCount(queryClient: QueryClient, summary: CartSummary): void {
  queryClient.setQueryData<CartSummary | null>(cartCountKey(summary.basketId), (known) =>
    known && known.version > summary.version ? known : summary,
  );
}

/**
 * Every reply of the cart service is the whole cart: cache it, keep the header's count, and
 * remember basket and count for the next page load's first paint.
 */
export function acceptCart(queryClient: QueryClient, cart: Cart): Cart {
  queryClient.setQueryData(cartQueryKey(cart.basketId), cart);
  acceptCount(queryClient, summaryOf(cart));
  useCartStore.getState().setCart({ basketId: cart.basketId, totalItems: cart.totalItems });
  return cart;
}

/** A cart this tab changed: accepted, and announced to the other tabs. */
export function acceptChangedCart(queryClient: QueryClient, cart: Cart): Cart {
  acceptCart(queryClient, cart);
  browserCartChannel.announce(summaryOf(cart));
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
      return acceptChangedCart(queryClient, await call({ ...known, itemId: identity }));
    } catch (error) {
      if (!known.basketId || !isCommerceApiError(error, 'BSK404')) throw error;
      const recreated = acceptChangedCart(queryClient, await recreateCart(client, known.cart));
      const retried = await call({
        basketId: recreated.basketId,
        cart: recreated,
        itemId: itemIdMapper(known.cart, recreated),
      });
      return acceptChangedCart(queryClient, retried);
    }
  } catch (error) {
    if (isCommerceApiError(error, 'AUT498')) handleInvalidCustomer(error);
    throw error;
  }
}

/** The server no longer shows this shopper the basket: deleted, expired, or another's. */
const isGone = (error: unknown) =>
  isCommerceApiError(error) && (error.status === 404 || error.status === 403);

/**
 * A basket the server no longer shows this shopper. Its lines come back in a new cart from
 * the last copy on the page, so nothing the shopper chose is lost, unless it was a signed-in
 * shopper's whose session ended: that bag is safe in the account, and a copy would be added to
 * it a second time by the merge at the next sign-in. Otherwise the basket is forgotten, so the
 * header never counts items that are gone; when it held items and the session ended, the page
 * says the bag could not be shown rather than calling it empty.
 */
function recoverLostBasket(
  client: CartClient,
  queryClient: QueryClient,
  basketId: string,
): Promise<Cart | null> {
  // The header's count and the bag may meet the loss at once: one recovery, or the lines
  // would be added twice to the shopper's one open cart.
  const running = recoveries.get(basketId);
  if (running) return running;
  const recovery = recover(client, queryClient, basketId).finally(() =>
    recoveries.delete(basketId),
  );
  recoveries.set(basketId, recovery);
  return recovery;
}

const recoveries = new Map<string, Promise<Cart | null>>();

async function recover(
  client: CartClient,
  queryClient: QueryClient,
  basketId: string,
): Promise<Cart | null> {
  // Already replaced (by a recovery that finished first, or a sign-in) or forgotten.
  const current = useCartStore.getState().basketId;
  if (current !== basketId) {
    return current ? (queryClient.getQueryData<Cart | null>(cartQueryKey(current)) ?? null) : null;
  }
  const ended = useAuthStore.getState().endedSession;
  const copy = queryClient.getQueryData<Cart | null>(cartQueryKey(basketId)) ?? undefined;
  if (copy && copy.items.length > 0 && ended !== 'account') {
    return acceptChangedCart(queryClient, await recreateCart(client, copy));
  }
  const heldItems = (copy?.totalItems ?? useCartStore.getState().totalItems) > 0;
  useCartStore.getState().forgetBasket(ended !== null && heldItems);
  return null;
}

/**
 * Reads the stored basket in full (repriced, stock checked): for the bag, the mini cart and
 * checkout. A basket that is gone is recovered or forgotten (recoverLostBasket).
 */
export async function loadCart(
  client: CartClient,
  queryClient: QueryClient,
  basketId: string,
): Promise<Cart | null> {
  try {
    const cart = await client.getCart(basketId, {
      inventorySupplyCheck: true,
      // A line that cannot be shipped any more may move to the favourite store (homeToPickup).
      favStoreId: currentFavoriteStoreId(),
    });
    return acceptCart(queryClient, cart);
  } catch (error) {
    if (isCommerceApiError(error, 'AUT498')) {
      handleInvalidCustomer(error);
      return null;
    }
    if (!isGone(error)) throw error;
    return recoverLostBasket(client, queryClient, basketId);
  }
}

/**
 * Reads only the count and version of the stored basket (the header's), without the lock and
 * the reprice of loadCart. A basket that is gone is recovered or forgotten like loadCart does.
 */
export async function loadCartCount(
  client: CartClient,
  queryClient: QueryClient,
  basketId: string,
): Promise<CartSummary | null> {
  try {
    const summary = await client.getCartSummary(basketId);
    const known = queryClient.getQueryData<CartSummary | null>(cartCountKey(basketId));
    const fresh = known && known.version > summary.version ? known : summary;
    useCartStore.getState().setCart({ basketId, totalItems: fresh.totalItems });
    return fresh;
  } catch (error) {
    if (isCommerceApiError(error, 'AUT498')) {
      handleInvalidCustomer(error);
      return null;
    }
    if (!isGone(error)) throw error;
    const recovered = await recoverLostBasket(client, queryClient, basketId);
    return recovered ? summaryOf(recovered) : null;
  }
}
