'use client';

import type { Cart } from '@/lib/contracts/cart';
import { useCartFlashes } from './use-cart-flashes';

/** The cart's flash messages as notifications, for pages that load them only when there are some. */
export function CartFlashes({ cart }: { cart: Cart }) {
  useCartFlashes(cart);
  return null;
}
