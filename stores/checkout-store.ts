'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  checkoutTransition,
  initialCheckoutState,
  type CheckoutEvent,
  type CheckoutMachineState,
} from '@/lib/checkout/checkout-steps';

export interface CheckoutState extends CheckoutMachineState {
  send: (event: CheckoutEvent) => void;
}

export const CHECKOUT_STORAGE_KEY = 'stride-checkout';

/**
 * Where the shopper is in checkout (lib/checkout/checkout-steps.ts). Kept in session storage so
 * a reload, or the return from a payment redirect, lands on the same step; a new tab starts over.
 */
export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set) => ({
      ...initialCheckoutState,
      send: (event) => set((state) => checkoutTransition(state, event)),
    }),
    {
      name: CHECKOUT_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ step, status, completed, challenge }) => ({
        step,
        status,
        completed,
        challenge,
      }),
      skipHydration: true,
    },
  ),
);
