'use client';

import { create } from 'zustand';
import type { PaymentDraft } from '@/lib/checkout/payment-draft';

interface PaymentDraftState {
  draft: PaymentDraft | null;
  setDraft: (draft: PaymentDraft | null) => void;
}

/**
 * The payment chosen at billing, used when the order is placed. Deliberately not persisted:
 * card details must not outlive the page, so a reload asks for the card again.
 */
export const usePaymentDraftStore = create<PaymentDraftState>()((set) => ({
  draft: null,
  setDraft: (draft) => set({ draft }),
}));
