'use client';

import { useEffect } from 'react';
import { checkoutSteps, type CheckoutStep } from '@/lib/checkout/checkout-steps';
import { useCheckoutStore } from '@/stores/checkout-store';

const STEP_PARAM = 'step';

function stepNamedInAddress(): CheckoutStep | undefined {
  const named = new URLSearchParams(window.location.search).get(STEP_PARAM);
  return checkoutSteps.find((step) => step === named);
}

function stepInAddress(): CheckoutStep {
  return stepNamedInAddress() ?? 'shipping';
}

/** The address of this page at `step`; shipping, the first, keeps the plain address. */
function addressAt(step: CheckoutStep): string {
  const url = new URL(window.location.href);
  if (step === 'shipping') url.searchParams.delete(STEP_PARAM);
  else url.searchParams.set(STEP_PARAM, step);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Each checkout step is an entry in the browser's history (`?step=billing`), so Back returns
 * to the step before rather than leaving checkout, and Forward returns to where the shopper
 * was. A step the shopper cannot open yet (a new tab on `?step=summary`) corrects the address.
 * Call after the checkout store has rehydrated.
 */
export function useStepHistory(): void {
  useEffect(() => {
    const store = useCheckoutStore;
    const settle = () => {
      const { step } = store.getState();
      if (stepInAddress() !== step) window.history.replaceState(null, '', addressAt(step));
    };
    // Arriving (or reloading) on a step's address opens it when the steps before it are done;
    // the plain address (from the bag, or back from a payment provider) keeps the step reached.
    const named = stepNamedInAddress();
    if (named) store.getState().send({ type: 'revisit', step: named });
    settle();

    let walking = false;
    const onPopState = () => {
      walking = true;
      store.getState().send({ type: 'revisit', step: stepInAddress() });
      walking = false;
      settle();
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (walking || state.step === previous.step) return;
      // Starting over (an order placed, a checkout reset) is no step a shopper would go back to.
      const startingOver = state.completed.length === 0 && state.step === 'shipping';
      if (startingOver) window.history.replaceState(null, '', addressAt(state.step));
      else window.history.pushState(null, '', addressAt(state.step));
    });
    window.addEventListener('popstate', onPopState);
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
}
