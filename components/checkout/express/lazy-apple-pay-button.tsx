'use client';

import dynamic from 'next/dynamic';
import type { Cart } from '@/lib/contracts/cart';
import { useHasApplePay } from './use-has-apple-pay';

const ApplePayButton = dynamic(() => import('./apple-pay-button').then((m) => m.ApplePayButton), {
  ssr: false,
});

/** The bag's and checkout's Apple Pay button, loaded only in a browser with Apple Pay. */
export function LazyApplePayButton({ cart }: { cart: Cart }) {
  if (!useHasApplePay()) return null;
  return <ApplePayButton cart={cart} />;
}
