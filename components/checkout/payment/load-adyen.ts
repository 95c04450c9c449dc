'use client';

import { ADYEN_STYLESHEET_INTEGRITY, ADYEN_STYLESHEET_PATH } from '@/lib/checkout/adyen-assets';
import type { PaymentSessionResponse } from '@/lib/contracts/checkout';

let stylesheet: Promise<void> | undefined;

/** Adds Adyen's stylesheet once, with its integrity hash; rejects when it fails to load. */
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = ADYEN_STYLESHEET_PATH;
    link.integrity = ADYEN_STYLESHEET_INTEGRITY;
    link.crossOrigin = 'anonymous';
    link.onload = () => resolve();
    link.onerror = () => {
      stylesheet = undefined;
      link.remove();
      reject(new Error('Failed to load the payment form stylesheet.'));
    };
    document.head.append(link);
  });
  return stylesheet;
}

/**
 * Adyen Web, loaded only when a shopper reaches a card form in Adyen mode, and an AdyenCheckout
 * configured from our payment session (client key, environment, amount).
 */
export async function loadAdyenCheckout(
  session: PaymentSessionResponse,
  options: { onAdditionalDetails?: (data: unknown) => void } = {},
) {
  const [adyen] = await Promise.all([import('@adyen/adyen-web'), loadStylesheet()]);
  const { meta } = session;
  if (!meta.clientKey) throw new Error('The payment session has no client key.');
  const checkout = await adyen.AdyenCheckout({
    clientKey: meta.clientKey,
    environment: meta.environment,
    locale: session.locale,
    countryCode: meta.countryCode,
    amount: meta.amount,
    // Our server makes the /payments call when the order is placed; the component only
    // encrypts the card here, so a submit from inside it has nothing to do.
    onSubmit: (_state, _component, actions) => actions.reject(),
    onAdditionalDetails: (state, _component, actions) => {
      options.onAdditionalDetails?.(state.data);
      actions.resolve({ resultCode: 'Authorised' });
    },
  });
  return { adyen, checkout };
}
