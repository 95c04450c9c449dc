import type { Cart, CartItem } from '@/lib/contracts/cart';
import type { CartClient } from './cart';

/** What a cart call needs: the basket to act on and today's id of a line the caller knew. */
export interface CartCallContext {
  basketId: string;
  /** The cart as last read, when there is one. */
  cart: Cart | undefined;
  /** Maps a line id of the lost cart to the same line in a recreated one. */
  itemId: (knownId: string) => string;
}

const sameLine = (a: CartItem, b: CartItem) =>
  a.productId === b.productId && (a.storeId ?? null) === (b.storeId ?? null);

/**
 * Spec 000 section 4: on cart-not-found the cart is recreated and its items re-added. Lines
 * that can no longer be added (sold out since) are left out rather than failing the recovery;
 * free gifts come back on their own from the promotion; coupons are re-applied when still valid.
 */
export async function recreateCart(client: CartClient, lost: Cart | undefined): Promise<Cart> {
  let cart = await client.createCart();
  for (const item of lost?.items ?? []) {
    if (item.bonus) continue;
    cart = await client
      .addItem({
        cartId: cart.basketId,
        productId: item.productId,
        qty: item.qty,
        ...(item.storeId ? { storeId: item.storeId } : {}),
        shippingMethod: item.shippingOptions.selected,
        ...(item.recipeId ? { recipeId: item.recipeId } : {}),
        ...(item.giftOption ? { giftOption: item.giftOption } : {}),
      })
      .catch(() => cart);
  }
  for (const coupon of lost?.couponItems ?? []) {
    cart = await client.applyCoupon({ cartId: cart.basketId, code: coupon.code }).catch(() => cart);
  }
  return cart;
}

/** Line ids of the lost cart, translated to the recreated cart's lines (same variant and store). */
export function itemIdMapper(lost: Cart | undefined, recreated: Cart): (knownId: string) => string {
  return (knownId) => {
    const before = lost?.items.find((item) => item.id === knownId);
    const after = before && recreated.items.find((item) => sameLine(item, before));
    return after?.id ?? knownId;
  };
}
