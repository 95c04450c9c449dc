'use client';

import { ThreeDSecureDialog } from '@/components/checkout/payment/three-ds-dialog';
import { usePlaceOrder } from '@/components/checkout/use-place-order';

/**
 * The 3-D Secure dialog whose result finishes the order: with the placement hooks, so they load
 * with the summary step or the challenge rather than with the page.
 */
export function CheckoutChallenge() {
  const { completeChallenge } = usePlaceOrder();
  return <ThreeDSecureDialog onResult={completeChallenge} />;
}
