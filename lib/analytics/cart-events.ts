import type { Cart } from '@/lib/contracts/cart';
import { cartLineItem, chosenLines, type EcommerceEvent } from './ecommerce-items';

/**
 * `add_to_cart` and `remove_from_cart` for what a change of the bag did, line by line: a new
 * line or a higher quantity adds, a line gone or a lower quantity removes (a size swap is
 * both). `before` is undefined when the change created the bag.
 */
export function cartChangeEvents(before: Cart | undefined, after: Cart): EcommerceEvent[] {
  const was = new Map((before ? chosenLines(before) : []).map((line) => [line.id, line]));
  const now = new Map(chosenLines(after).map((line) => [line.id, line]));
  const added = [...now.values()].flatMap((line) => {
    const more = line.qty - (was.get(line.id)?.qty ?? 0);
    return more > 0 ? [cartLineItem(line, more)] : [];
  });
  const removed = [...was.values()].flatMap((line) => {
    const fewer = line.qty - (now.get(line.id)?.qty ?? 0);
    return fewer > 0 ? [cartLineItem(line, fewer)] : [];
  });
  const event = (name: string, items: typeof added): EcommerceEvent => ({
    event: name,
    ecommerce: {
      currency: after.currency,
      value: items.reduce((sum, item) => sum + (item.price ?? 0) * (item.quantity ?? 1), 0),
      items,
    },
  });
  return [
    ...(removed.length ? [event('remove_from_cart', removed)] : []),
    ...(added.length ? [event('add_to_cart', added)] : []),
  ];
}

/**
 * `add_to_cart` for `qty` of a variant just added, priced from the bag's line; for pages that
 * never read the whole bag before the add, so there is nothing to compare with.
 */
export function addToCartEvent(cart: Cart, variantId: string, qty: number): EcommerceEvent[] {
  const line = chosenLines(cart).find((candidate) => candidate.productId === variantId);
  if (!line) return [];
  const item = cartLineItem(line, qty);
  return [
    {
      event: 'add_to_cart',
      ecommerce: { currency: cart.currency, value: line.price.current * qty, items: [item] },
    },
  ];
}
