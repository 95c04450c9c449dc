import type { Cart } from '@/lib/contracts/cart';

/**
 * What the shopper sees before the server answers. Only counts and lines change here: every
 * price and total stays the server's until its reply replaces this cart.
 */
export function withItemQty(cart: Cart, itemId: string, qty: number): Cart {
  const item = cart.items.find((line) => line.id === itemId);
  if (!item) return cart;
  return {
    ...cart,
    totalItems: Math.max(0, cart.totalItems + qty - item.qty),
    items: cart.items.map((line) => (line.id === itemId ? { ...line, qty } : line)),
  };
}

export function withoutItem(cart: Cart, itemId: string): Cart {
  const item = cart.items.find((line) => line.id === itemId);
  if (!item) return cart;
  return {
    ...cart,
    totalItems: Math.max(0, cart.totalItems - item.qty),
    items: cart.items.filter((line) => line.id !== itemId),
  };
}

export function withoutSavedItem(cart: Cart, itemId: string): Cart {
  if (!cart.saveForLater) return cart;
  return {
    ...cart,
    saveForLater: {
      ...cart.saveForLater,
      items: cart.saveForLater.items.filter((item) => item.itemId !== itemId),
    },
  };
}
