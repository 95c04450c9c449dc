'use client';

import { isCommerceApiError } from '@/services/api-error';
import { usePurchase } from '@/services/use-orders';
import { useProfile } from '@/services/use-session';

/** The order an order page shows, once the shopper is known to be signed in. */
export function useOrderPage(orderNumber: string) {
  const signedIn = Boolean(useProfile().data);
  const order = usePurchase(orderNumber, signedIn);
  const notFound = isCommerceApiError(order.error) && order.error.status === 404;
  return { order, notFound };
}
