'use client';

import dynamic from 'next/dynamic';
import type { ProductDetails } from '@/lib/contracts/products';
import type { ExpressCheckoutSlot } from './express-checkout-slot';
import { useHasApplePay } from './use-has-apple-pay';

// The sheet, its backend and placement load only in a browser that has Apple Pay.
const ProductApplePayButton = dynamic(
  () => import('./product-apple-pay-button').then((m) => m.ProductApplePayButton),
  { ssr: false },
);

function ApplePayWhereAvailable({
  product,
  variantId,
}: {
  product: ProductDetails;
  variantId: string;
}) {
  if (!useHasApplePay()) return null;
  return <ProductApplePayButton product={product} variantId={variantId} />;
}

/**
 * The product page's express slot: Apple Pay under "add to cart" once a size in stock is
 * chosen. The purchase panel offers the slot only when the product can be added (not coming
 * soon, not a presale waiting for sign-in, not out of stock).
 */
export function productApplePaySlot(product: ProductDetails): ExpressCheckoutSlot {
  return function ProductApplePaySlot(variantId, stock) {
    if (!variantId || stock !== 'InStock') return null;
    return <ApplePayWhereAvailable product={product} variantId={variantId} />;
  };
}
