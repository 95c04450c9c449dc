'use client';

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartChangeEvents } from '@/lib/analytics/cart-events';
import { pushDataLayer, type DataLayerEvent } from '@/lib/analytics/data-layer';
import type { Cart } from '@/lib/contracts/cart';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { isCommerceApiError, type CommerceApiError } from './api-error';
import type { CartClient } from './cart';
import { acceptCount, loadCart, runCartCall, summaryOf } from './cart-lifecycle';
import { cartQueryKey } from './cart-query';
import type { CartCallContext } from './cart-recovery';
import { useCommerce } from './commerce-context';

/** Where a failure is shown (spec 000 section 8): a toast at the top, or by the caller. */
export type ErrorLevel = 'top' | 'item' | 'input';

export type CartCall<Vars> = (
  client: CartClient,
  context: Omit<CartCallContext, 'basketId'> & { basketId: string | null },
  vars: Vars,
) => Promise<Cart>;

/**
 * What to do with a change the server refused because the cart had changed since the shopper
 * saw it (BSK409): the change to send again on the fresh cart, `done` when the fresh cart
 * already is what the shopper asked for, or null when their intent is no longer clear.
 */
export type Reapply<Vars> = (fresh: Cart, seen: Cart, vars: Vars) => Vars | 'done' | null;

export interface CartMutationOptions<Vars> {
  call: CartCall<Vars>;
  /** The cart as the shopper should see it at once; rolled back if the call fails. */
  optimistic?: (cart: Cart, vars: Vars) => Cart;
  errorLevel: ErrorLevel;
  /** For changes that send the version they were made on (`context.cart.version`). */
  reapply?: Reapply<Vars>;
  /** One more attempt after a pause, unless the error says it cannot help. */
  retry?: { delayMs: number; unless: (error: unknown) => boolean };
  /**
   * The data layer's events for a change that succeeded; by default the lines that grew or
   * shrank against the bag as the page held it (none when it held none).
   */
  track?: (after: Cart, vars: Vars) => DataLayerEvent[];
}

/** Needs a basket: calls that change a line or a coupon make no sense without one. */
export function requireBasketId(context: { basketId: string | null }): string {
  if (!context.basketId) throw new Error('There is no cart yet.');
  return context.basketId;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function showCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(cartQueryKey(cart.basketId), cart);
  acceptCount(queryClient, summaryOf(cart));
}

/**
 * The one way the page changes the cart (adding included): optimistic update, the lifecycle
 * rules of runCartCall, rollback on failure, a toast for errors that belong at the top, and
 * the cart versions. A change made on a cart that another tab or device has changed since is
 * refused by the server (BSK409) instead of overwriting it: the fresh cart is read and shown,
 * and the change is sent again when `reapply` finds the shopper's intent still clear (a "+"
 * becomes one more than the fresh quantity); otherwise a message says the bag changed.
 */
export function useCartMutation<Vars>({
  call,
  optimistic,
  errorLevel,
  reapply,
  retry,
  track,
}: CartMutationOptions<Vars>) {
  const { cart: client } = useCommerce();
  const queryClient = useQueryClient();
  const showToast = useToastStore((state) => state.showToast);

  const attempt = async (vars: Vars): Promise<Cart> => {
    const basketId = useCartStore.getState().basketId;
    const key = basketId ? cartQueryKey(basketId) : null;
    const before = key ? (queryClient.getQueryData<Cart | null>(key) ?? undefined) : undefined;
    if (before && optimistic) {
      // A read landing now would overwrite the optimistic cart with the old one.
      await queryClient.cancelQueries({ queryKey: key!, exact: true });
      showCart(queryClient, optimistic(before, vars));
    }
    try {
      return await runCartCall(client, queryClient, { basketId, cart: before }, (context) =>
        call(client, context, vars),
      );
    } catch (error) {
      if (basketId && before && reapply && isCommerceApiError(error, 'BSK409')) {
        return resolveConflict(basketId, before, vars, error);
      }
      if (before) showCart(queryClient, before);
      throw error;
    }
  };

  const resolveConflict = async (
    basketId: string,
    seen: Cart,
    vars: Vars,
    conflict: CommerceApiError,
  ): Promise<Cart> => {
    const fresh = await loadCart(client, queryClient, basketId);
    if (!fresh) throw conflict;
    const next = reapply!(fresh, seen, vars);
    if (next === 'done') return fresh;
    if (next === null) {
      showToast({ title: conflict.message, type: 'info' });
      return fresh;
    }
    try {
      return await runCartCall(client, queryClient, { basketId, cart: fresh }, (context) =>
        call(client, context, next),
      );
    } catch (error) {
      // Changed yet again meanwhile: the fresh cart stays, with the message.
      if (isCommerceApiError(error, 'BSK409')) {
        showToast({ title: error.message, type: 'info' });
        return (await loadCart(client, queryClient, basketId)) ?? fresh;
      }
      throw error;
    }
  };

  return useMutation<Cart, CommerceApiError | Error, Vars>({
    mutationFn: async (vars) => {
      const basketId = useCartStore.getState().basketId;
      const before = basketId
        ? (queryClient.getQueryData<Cart | null>(cartQueryKey(basketId)) ?? undefined)
        : undefined;
      let after: Cart;
      try {
        after = await attempt(vars);
      } catch (error) {
        if (!retry || retry.unless(error)) throw error;
        await wait(retry.delayMs);
        after = await attempt(vars);
      }
      const events = track ? track(after, vars) : before ? cartChangeEvents(before, after) : [];
      events.forEach(pushDataLayer);
      return after;
    },
    onError: (error) => {
      if (errorLevel === 'top') showToast({ title: error.message, type: 'error' });
    },
  });
}
