'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { ApplePayContactField, ApplePayErrorCode } from '@/lib/checkout/apple-pay-contacts';
import type { ApplePayLabels, ApplePayPaymentRequest } from '@/lib/checkout/apple-pay-request';
import {
  APPLE_PAY_VERSION,
  attachApplePayFlow,
  isApplePayAvailable,
  type ApplePaySessionLike,
} from '@/lib/checkout/apple-pay-session';
import { countryOf, type Locale } from '@/lib/i18n/locales';
import { useToastStore } from '@/stores/toast-store';
import {
  useApplePayBackend,
  useApplePayLabels,
  type ApplePayPurchase,
} from './use-apple-pay-backend';

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

/** Whether this browser has Apple Pay with a card ready; known only in the browser. */
export function useApplePaySupported(): boolean {
  // The server renders no button.
  return useSyncExternalStore(
    subscribeToNothing,
    () => isApplePayAvailable(applePayWindow()),
    () => false,
  );
}

/**
 * Safari draws the button itself from these properties (Apple's CSS button), so no script
 * is loaded from Apple; the label stays ours for assistive technology.
 */
const nativeButtonStyle = {
  WebkitAppearance: '-apple-pay-button',
  ApplePayButtonType: 'buy',
  ApplePayButtonStyle: 'black',
} as unknown as CSSProperties;

export interface ApplePaySheetButtonProps {
  purchase: ApplePayPurchase;
  /** The sheet as it opens, before Apple shares any contact. */
  requestFor: (storeCountry: string, labels: ApplePayLabels) => ApplePayPaymentRequest;
}

/**
 * The button itself, wired to the order flow (spec 002 section 4) only where Apple Pay is
 * offered: the sheet quotes delivery and tax from Apple's redacted contact, then places the
 * order with the full contacts and the payment token.
 */
export function ApplePaySheetButton({ purchase, requestFor }: ApplePaySheetButtonProps) {
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
    const session = new ApplePaySession(APPLE_PAY_VERSION, requestFor(storeCountry, labels));
    const { backend, progress } = backendFor(purchase);
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
        showToast({ title: progress.failureMessage ?? t(key), type: 'error', autoClose: false });
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
