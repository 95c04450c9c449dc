'use client';

import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ShipmentId } from '@/lib/contracts/address';
import type { Cart, FulfilmentCode, GiftOption } from '@/lib/contracts/cart';
import { useCartStore } from '@/stores/cart-store';
import type { CommerceApiError } from './api-error';
import type { CartClient } from './cart';
import { loadCart } from './cart-lifecycle';
import { withItemQty, withoutItem, withoutSavedItem } from './cart-optimistic';
import { cartQueryKey } from './cart-query';
import { useCommerce } from './commerce-context';
import { requireBasketId, useCartMutation } from './use-cart-mutation';

export const cartQuery = (client: CartClient, queryClient: QueryClient, basketId: string) =>
  queryOptions<Cart | null>({
    queryKey: cartQueryKey(basketId),
    queryFn: () => loadCart(client, queryClient, basketId),
    // Another tab, another device or the sign-in merge may change the basket.
    refetchOnWindowFocus: true,
    staleTime: 10_000,
    // Lifecycle errors are answered by loadCart; repeating the call would not help.
    retry: false,
  });

/** The shopper's cart, null when there is none yet (it is created on the first add). */
export function useCart() {
  const { cart: client } = useCommerce();
  const queryClient = useQueryClient();
  const basketId = useCartStore((state) => state.basketId);
  const query = useQuery({
    ...cartQuery(client, queryClient, basketId ?? ''),
    enabled: basketId !== null,
  });
  return { ...query, cart: basketId ? (query.data ?? null) : null };
}

/** The delivery services one shipment can take now, with price and delivery time. */
export function useShippingMethods(shippingId: ShipmentId) {
  const { cart: client } = useCommerce();
  const basketId = useCartStore((state) => state.basketId);
  return useQuery({
    queryKey: [...cartQueryKey(basketId ?? ''), 'shippingMethods', shippingId],
    queryFn: () => client.getShippingMethods(basketId ?? '', shippingId),
    enabled: basketId !== null,
    // Stock, address and cart value decide what is offered: ask each time the list opens.
    staleTime: 0,
  });
}

export interface UpdateCartItemInput {
  itemId: string;
  productId?: string;
  qty?: number;
  /** The quantity came from − or +: on a changed cart, the step is taken from the fresh one. */
  stepped?: boolean;
  storeId?: string | null;
  shippingMethod?: FulfilmentCode;
  /** null removes the gift option. */
  giftOption?: GiftOption | null;
}

/** The version a line change is made on: the cart the shopper was looking at. */
const madeOn = (context: { cart: Cart | undefined }) => ({
  expectedVersion: context.cart?.version,
});

const lineOf = (cart: Cart, itemId: string) => cart.items.find((item) => item.id === itemId);

/**
 * A line change on a cart that changed meanwhile is sent again only when nobody else changed
 * what the shopper changed: a step of − or + moves the fresh quantity by the same step, and the
 * other fields go through when the line still has the values the shopper saw.
 */
export function reapplyLineUpdate(
  fresh: Cart,
  seen: Cart,
  input: UpdateCartItemInput,
): UpdateCartItemInput | null {
  const now = lineOf(fresh, input.itemId);
  const was = lineOf(seen, input.itemId);
  if (!now || !was) return null;
  let qty = input.qty;
  if (input.qty !== undefined && now.qty !== was.qty) {
    if (!input.stepped) return null;
    qty = now.qty + (input.qty - was.qty);
    if (qty < 1) return null;
  }
  const untouched =
    (input.productId === undefined || now.productId === was.productId) &&
    (input.storeId === undefined || now.storeId === was.storeId) &&
    (input.shippingMethod === undefined ||
      now.shippingOptions.selected === was.shippingOptions.selected) &&
    (input.giftOption === undefined ||
      JSON.stringify(now.giftOption) === JSON.stringify(was.giftOption));
  return untouched ? { ...input, qty } : null;
}

/** Changes one line: quantity, variant (size or colour), store, delivery or gift option. */
export function useUpdateCartItem() {
  const mutation = useCartMutation<UpdateCartItemInput>({
    call: (client, context, { itemId, stepped: _stepped, ...changes }) =>
      client.updateItem(
        requireBasketId(context),
        { itemId: context.itemId(itemId), ...changes },
        madeOn(context),
      ),
    optimistic: (cart, { itemId, qty }) =>
      qty === undefined ? cart : withItemQty(cart, itemId, qty),
    errorLevel: 'item',
    reapply: reapplyLineUpdate,
  });
  return {
    updateItem: (input: UpdateCartItemInput) =>
      mutation.mutateAsync(input).then(
        () => true,
        () => false,
      ),
    isPending: mutation.isPending,
    error: mutation.error as CommerceApiError | null,
    reset: mutation.reset,
  };
}

/** Removing a line someone else changed still removes it; one already gone is done. */
export function useRemoveCartItem() {
  return useCartMutation<{ itemId: string }>({
    call: (client, context, { itemId }) =>
      client.deleteItem(
        { cartId: requireBasketId(context), itemId: context.itemId(itemId) },
        madeOn(context),
      ),
    optimistic: (cart, { itemId }) => withoutItem(cart, itemId),
    errorLevel: 'item',
    reapply: (fresh, _seen, vars) => (lineOf(fresh, vars.itemId) ? vars : 'done'),
  });
}

/** Coupon errors (PRM codes) belong at the coupon input (spec 000 section 8). */
export function useApplyCoupon() {
  return useCartMutation<{ code: string }>({
    call: (client, context, { code }) =>
      client.applyCoupon({ cartId: requireBasketId(context), code }),
    errorLevel: 'input',
  });
}

export function useRemoveCoupon() {
  return useCartMutation<{ code: string }>({
    call: (client, context, { code }) =>
      client.removeCoupon({ cartId: requireBasketId(context), code }),
    errorLevel: 'top',
  });
}

export function useSetShippingMethod() {
  return useCartMutation<{ code: string; shippingId: ShipmentId }>({
    call: (client, context, { code, shippingId }) =>
      client.setShippingMethod({
        cartId: requireBasketId(context),
        code,
        shippingId,
        shopperAppliedSM: true,
      }),
    errorLevel: 'top',
  });
}

/** A line that is gone can no longer be saved: the fresh bag shows, with a message. */
export function useMoveToSaveForLater() {
  return useCartMutation<{ itemId: string }>({
    call: (client, context, { itemId }) =>
      client.moveToSaveForLater(requireBasketId(context), context.itemId(itemId), madeOn(context)),
    optimistic: (cart, { itemId }) => withoutItem(cart, itemId),
    errorLevel: 'item',
    reapply: (fresh, _seen, vars) => (lineOf(fresh, vars.itemId) ? vars : null),
  });
}

/** Moves a saved line back into the cart; the server drops it from the list once added. */
export function useMoveToCart() {
  return useCartMutation<{
    saveForLaterId: string;
    itemId: string;
    productId: string;
    qty: number;
  }>({
    call: (client, context, { saveForLaterId, itemId, productId, qty }) =>
      client.addItem({
        cartId: requireBasketId(context),
        productId,
        qty,
        saveForLater: { saveForLaterId, itemId },
      }),
    optimistic: (cart, { itemId }) => withoutSavedItem(cart, itemId),
    errorLevel: 'item',
  });
}

export function useRemoveSavedItem() {
  return useCartMutation<{ saveForLaterId: string; itemId: string }>({
    call: async (client, context, { saveForLaterId, itemId }) => {
      const cart = context.cart ?? (await client.getCart(requireBasketId(context)));
      const saveForLater = await client.removeSavedItem(saveForLaterId, itemId);
      return { ...cart, saveForLater };
    },
    optimistic: (cart, { itemId }) => withoutSavedItem(cart, itemId),
    errorLevel: 'item',
  });
}
