'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { ApplePayContactField, ApplePayErrorCode } from '@/lib/checkout/apple-pay-contacts';
import {
  applePayPaymentRequestOf,
  type ApplePayPaymentRequest,
} from '@/lib/checkout/apple-pay-request';
import {
  APPLE_PAY_VERSION,
  attachApplePayFlow,
  isApplePayAvailable,
  type ApplePaySessionLike,
} from '@/lib/checkout/apple-pay-session';
import type { Cart } from '@/lib/contracts/cart';
import { countryOf, type Locale } from '@/lib/i18n/locales';
import { usePaymentMethods } from '@/services/use-checkout';
import { useToastStore } from '@/stores/toast-store';
import { useApplePayBackend, useApplePayLabels } from './use-apple-pay-backend';

/** What Safari puts on window for Apple Pay JS; absent everywhere else. */
interface ApplePayWindow {
  ApplePaySession?: {
    new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
    canMakePayments(): boolean;
  };
  ApplePayError?: new (
    code: ApplePayErrorCode,
    contactField?: ApplePayContactField,
    message?: string,
  ) => unknown;
}

const applePayWindow = () => window as unknown as ApplePayWindow;
// Whether Apple Pay can pay does not change while the page is open.
const subscribeToNothing = () => () => {};

/**
 * Safari draws the button itself from these properties (Apple's CSS button), so no script
 * is loaded from Apple; the label stays ours for assistive technology.
 */
const nativeButtonStyle = {
  WebkitAppearance: '-apple-pay-button',
  ApplePayButtonType: 'buy',
  ApplePayButtonStyle: 'black',
} as unknown as CSSProperties;

/**
 * Apple Pay express checkout (spec 002 section 4): shown only where the browser supports
 * Apple Pay with a card ready and the store offers DW_APPLE_PAY for this cart. The sheet
 * quotes delivery and tax from Apple's redacted contact, then places the order with the
 * full contacts and the payment token.
 */
export function ApplePayButton({ cart }: { cart: Cart }) {
  // Known only in the browser: the server renders no button.
  const supported = useSyncExternalStore(
    subscribeToNothing,
    () => isApplePayAvailable(applePayWindow()),
    () => false,
  );
  const methods = usePaymentMethods(supported ? cart.basketId : null);
  const offered = methods.data?.paymentMethods.some(
    (method) => method.id === 'DW_APPLE_PAY' && method.applicable,
  );
  return supported && offered ? <ApplePaySheetButton cart={cart} /> : null;
}

/** The button itself, wired to the order flow only where Apple Pay is offered. */
function ApplePaySheetButton({ cart }: { cart: Cart }) {
  const t = useTranslations('ApplePay');
  const locale = useLocale() as Locale;
  const showToast = useToastStore((state) => state.showToast);
  const labels = useApplePayLabels();
  const backendFor = useApplePayBackend(labels);
  const [open, setOpen] = useState(false);

  // Apple Pay opens its sheet only from the click itself: nothing may be awaited first.
  const start = () => {
    const { ApplePaySession, ApplePayError } = applePayWindow();
    if (!ApplePaySession || !ApplePayError) return;
    const storeCountry = countryOf(locale);
    const session = new ApplePaySession(
      APPLE_PAY_VERSION,
      applePayPaymentRequestOf(cart, storeCountry, labels),
    );
    const { backend, progress } = backendFor(cart);
    const flow = attachApplePayFlow(session, {
      storeCountry,
      backend,
      message: (key) => t(key),
      createError: (code, field, message) =>
        new ApplePayError(code, field as ApplePayContactField | undefined, message),
      onStateChange: (state) => setOpen(state.phase !== 'idle' && state.phase !== 'orderPlaced'),
      // The order flow has already opened the confirmation.
      onPlaced: () => setOpen(false),
      onFailed: (key) => {
        setOpen(false);
        // A refused placement was already shown by the order flow, with the server's reason.
        if (progress.placementFailed) return;
        showToast({ title: t(key), type: 'error', autoClose: false });
      },
    });
    flow.begin();
  };

  return (
    <button
      type="button"
      lang={locale}
      aria-label={t('buttonLabel')}
      aria-busy={open}
      disabled={open}
      onClick={start}
      style={nativeButtonStyle}
      className="h-11 w-full rounded-md"
    />
  );
}
