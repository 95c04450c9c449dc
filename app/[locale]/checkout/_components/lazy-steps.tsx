'use client';

import dynamic from 'next/dynamic';
import type { CheckoutStep } from '@/lib/checkout/checkout-steps';

// Each step's forms bring react-hook-form and the contracts' zod, so a step's code loads when
// checkout first needs it instead of with the page. `preloadStep` starts the download while
// the cart and the address form are still being fetched, so both usually arrive together.
const stepLoaders = {
  shipping: () => import('./shipping-step').then((m) => m.ShippingStep),
  billing: () => import('./billing-step').then((m) => m.BillingStep),
  summary: () => import('./summary-step').then((m) => m.SummaryStep),
};

export function preloadStep(step: CheckoutStep): void {
  void stepLoaders[step]();
}

/** Holds the place of a step's form while its code loads, so nothing below it moves. */
function StepSkeleton({ height }: { height: string }) {
  return <div aria-hidden className={`${height} animate-pulse rounded-md bg-neutral-100`} />;
}

export const ShippingStep = dynamic(stepLoaders.shipping, {
  ssr: false,
  loading: () => <StepSkeleton height="h-[62rem]" />,
});
export const BillingStep = dynamic(stepLoaders.billing, {
  ssr: false,
  loading: () => <StepSkeleton height="h-[36rem]" />,
});
export const SummaryStep = dynamic(stepLoaders.summary, {
  ssr: false,
  loading: () => <StepSkeleton height="h-[24rem]" />,
});

// Quick shop's PayPal button and its simulated approval (an address form).
export const PayPalExpress = dynamic(
  () => import('@/components/checkout/express/paypal-express').then((m) => m.PayPalExpress),
  { ssr: false, loading: () => <StepSkeleton height="h-12 rounded-full" /> },
);
