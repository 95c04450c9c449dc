'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderDetailResponse, PurchaseHistoryRequest } from '@/lib/contracts/orders';
import { useCommerce } from './commerce-context';
import { createOrdersClient } from './orders';

/** The order and contact-us client, built by the pages that use it rather than for every page. */
export function useOrdersClient() {
  const { request, recaptcha } = useCommerce();
  return useMemo(() => createOrdersClient(request, recaptcha), [request, recaptcha]);
}

export const orderQueryKey = (orderNumber: string) => ['orders', 'detail', orderNumber] as const;

/** One page of the signed-in shopper's orders; off while `enabled` is false (a guest). */
export function usePurchaseHistory(query: PurchaseHistoryRequest, enabled: boolean) {
  const orders = useOrdersClient();
  return useQuery({
    queryKey: ['orders', 'history', query],
    queryFn: () => orders.purchaseHistory(query),
    enabled,
    retry: false,
  });
}

export function usePurchase(orderNumber: string, enabled: boolean) {
  const orders = useOrdersClient();
  return useQuery({
    queryKey: orderQueryKey(orderNumber),
    queryFn: () => orders.getPurchase(orderNumber),
    enabled,
    retry: false,
  });
}

/** Stores the order a call answered with, so the page shows it without reading it again. */
export function useSetOrder() {
  const queryClient = useQueryClient();
  return (order: OrderDetailResponse) =>
    queryClient.setQueryData(orderQueryKey(order.orderNumber), order);
}

/** After a call that changes an order without answering it (a return, a claim): read again. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['orders'] });
}

export function useTrackOrder() {
  const orders = useOrdersClient();
  return useMutation({ mutationFn: orders.trackOrder });
}

export function useContactCategories() {
  const orders = useOrdersClient();
  return useQuery({
    queryKey: ['contactus', 'categories'],
    queryFn: () => orders.contactCategories(),
    staleTime: 60 * 60_000,
  });
}
