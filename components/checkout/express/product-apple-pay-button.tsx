'use client';

import { applePayProductRequestOf } from '@/lib/checkout/apple-pay-request';
import type { ProductDetails } from '@/lib/contracts/products';
import { useApplePayOffered } from '@/services/use-checkout';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { ApplePaySheetButton, useApplePaySupported } from './apple-pay-sheet-button';

/**
 * Apple Pay on the product page (spec 002 section 4): buys the chosen size on its own, once,
 * in a basket apart from the bag, and confirms with storeContext=applePayPdp. Shown where the
 * browser can pay, the store offers Apple Pay, the size has a price and no associate runs a
 * till session; the page decides when the product can be bought.
 */
export function ProductApplePayButton({
  product,
  variantId,
}: {
  product: ProductDetails;
  variantId: string;
}) {
  // Spec 002 sections 4 and 6 hide PayPal express from an associate's till session in quick
  // shop, as the till takes the payment: the same holds for a wallet on the product page.
  const inStoreEmployee = useBuyInStoreStore((state) => state.session !== null);
  const supported = useApplePaySupported();
  const offered = useApplePayOffered(supported && !inStoreEmployee);
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  const price = variant?.price?.current;
  if (inStoreEmployee || !supported || !offered.data || price === undefined) return null;
  return (
    <ApplePaySheetButton
      purchase={{ kind: 'productPage', variantId }}
      requestFor={(country, labels) =>
        applePayProductRequestOf({ price, currency: product.currency }, country, labels)
      }
    />
  );
}
