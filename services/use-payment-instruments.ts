'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PaymentAdditionalData } from '@/lib/contracts/checkout';
import type { PaymentInstrumentsResponse } from '@/lib/contracts/payment-instruments';
import { useCommerce } from './commerce-context';
import { createPaymentInstrumentsClient } from './payment-instruments';

const walletQueryKey = ['consumer', 'paymentInstruments'] as const;

/** Built by the page that uses it rather than for every page. */
function usePaymentInstrumentsClient() {
  const { request, recaptcha } = useCommerce();
  return useMemo(() => createPaymentInstrumentsClient(request, recaptcha), [request, recaptcha]);
}

/** The saved cards and gift cards; off while `enabled` is false (a guest). */
export function usePaymentInstruments(enabled: boolean) {
  const client = usePaymentInstrumentsClient();
  return useQuery({ queryKey: walletQueryKey, queryFn: client.list, enabled, retry: false });
}

/**
 * The wallet's changes. PATCH and DELETE answer the whole list, which replaces the one shown;
 * a save is followed by a fresh read (a new card can change nothing else, but the order can).
 */
export function usePaymentInstrumentChanges() {
  const client = usePaymentInstrumentsClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: walletQueryKey });
  const replace = (list: PaymentInstrumentsResponse) =>
    queryClient.setQueryData(walletQueryKey, list);
  return {
    addCard: useMutation({
      mutationFn: (card: PaymentAdditionalData) => client.addCard(card),
      onSuccess: refresh,
    }),
    addGiftCard: useMutation({
      mutationFn: (giftCard: { number: string; pin: string }) => client.addGiftCard(giftCard),
      onSuccess: refresh,
    }),
    makeMain: useMutation({ mutationFn: client.makeMain, onSuccess: replace }),
    remove: useMutation({ mutationFn: client.remove, onSuccess: replace }),
  };
}
