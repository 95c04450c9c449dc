'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@/lib/contracts/cart';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import type { CommerceApiError } from './api-error';
import type { CartClient } from './cart';
import { runCartCall } from './cart-lifecycle';
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

export interface CartMutationOptions<Vars> {
  call: CartCall<Vars>;
  /** The cart as the shopper should see it at once; rolled back if the call fails. */
  optimistic?: (cart: Cart, vars: Vars) => Cart;
  errorLevel: ErrorLevel;
}

/** Needs a basket: calls that change a line or a coupon make no sense without one. */
export function requireBasketId(context: { basketId: string | null }): string {
  if (!context.basketId) throw new Error('There is no cart yet.');
  return context.basketId;
}

/**
 * One cart change: optimistic update, the lifecycle rules of runCartCall, rollback on
 * failure, and a toast for errors that belong at the top.
 */
export function useCartMutation<Vars>({ call, optimistic, errorLevel }: CartMutationOptions<Vars>) {
  const { cart: client } = useCommerce();
  const queryClient = useQueryClient();
  const showToast = useToastStore((state) => state.showToast);

  return useMutation<Cart, CommerceApiError | Error, Vars>({
    mutationFn: async (vars) => {
      const basketId = useCartStore.getState().basketId;
      const key = basketId ? cartQueryKey(basketId) : null;
      const before = key ? (queryClient.getQueryData<Cart | null>(key) ?? undefined) : undefined;
      if (key && before && optimistic) {
        // A read landing now would overwrite the optimistic cart with the old one.
        await queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData(key, optimistic(before, vars));
      }
      try {
        return await runCartCall(client, queryClient, { basketId, cart: before }, (context) =>
          call(client, context, vars),
        );
      } catch (error) {
        if (key && before) queryClient.setQueryData(key, before);
        throw error;
      }
    },
    onError: (error) => {
      if (errorLevel === 'top') showToast({ title: error.message, type: 'error' });
    },
  });
}
