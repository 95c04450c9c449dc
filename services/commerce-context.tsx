'use client';

import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { offlineBrowserSettings, type BrowserSettings } from '@/lib/browser-settings';
import { detectChannel } from '@/lib/channel';
import type { Locale } from '@/lib/i18n/locales';
import { createAuthClient } from './auth';
import { createCartClient } from './cart';
import { createErrorDescriber } from './error-messages';
import { createBrowserMonitoring, watchUncaughtErrors } from './monitoring';
import { createProductsClient } from './products';
import { createRecaptchaTokens } from './recaptcha';
import { requestGuestToken } from './session';
import { browserSessionMark, createSessionRenewal, withSessionRenewal } from './session-renewal';
import { browserTabLock } from './tab-lock';
import { createTransport } from './transport';

const SESSION_KEY = 'stride-session-id';

/** One id per browser tab session, sent as the session id header. */
function tabSessionId(): string {
  const existing = sessionStorage.getItem(SESSION_KEY);
  if (existing) return existing;
  const created = crypto.randomUUID();
  sessionStorage.setItem(SESSION_KEY, created);
  return created;
}

/** In mock mode, calls wait until the mocks answer them (mocks/browser.ts). */
function fetcherFor(apiMocking: boolean): (request: Request) => Promise<Response> {
  if (!apiMocking) return (request) => fetch(request);
  const mocking = import('@/mocks/browser').then(({ startMocking }) => startMocking());
  return async (request) => {
    await mocking;
    return fetch(request);
  };
}

/**
 * Reports go as beacons, which outlive the page that sends them; a string body travels as
 * text/plain, which the report endpoints take. Where beacons are missing (tests) none are sent.
 */
function sendBeacon(path: string, body: unknown): void {
  if (typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(`/api${path}`, JSON.stringify(body));
  }
}

function createBrowserCommerce(options: {
  brand: string;
  locale: Locale;
  errorMessages?: Record<string, string>;
  settings: BrowserSettings;
}) {
  const { settings } = options;
  const recaptcha = createRecaptchaTokens(settings.recaptchaSiteKey);
  const base = {
    baseUrl: '/api',
    fetch: fetcherFor(settings.apiMocking),
    brand: options.brand,
    locale: options.locale,
    channel: () => detectChannel(navigator.userAgent),
    sessionId: tabSessionId,
  };
  const monitoring = createBrowserMonitoring({
    dsn: settings.sentryDsn,
    validateResponses: settings.validateResponses,
    send: sendBeacon,
  });
  const transport = createTransport({
    ...base,
    describeError: createErrorDescriber(options.errorMessages),
    observe: monitoring,
  });
  // The token calls never renew (renewSession: false), so the renewal may use this client too.
  const tokens = createAuthClient(transport);
  const session = createSessionRenewal({
    refresh: () => tokens.refresh(),
    startGuest: () => requestGuestToken(tokens),
    lock: browserTabLock(),
    mark: browserSessionMark(),
  });
  const request = withSessionRenewal(transport, session);
  return {
    session,
    recaptcha,
    site: settings.site,
    // For the clients only some pages build (personalisation), kept out of every page's load.
    brand: options.brand,
    videoPlayerScriptUrl: settings.videoPlayerScriptUrl,
    ugcWidgetScriptUrl: settings.ugcWidgetScriptUrl,
    // For the clients the pages that use them build (checkout, consumer, orders, product page,
    // reviews, stores, utilities), kept out of every page's load.
    request,
    monitoring,
    auth: createAuthClient(request),
    cart: createCartClient(request),
    products: createProductsClient(request),
  };
}

export type BrowserCommerce = ReturnType<typeof createBrowserCommerce>;

const CommerceContext = createContext<BrowserCommerce | null>(null);

export function CommerceProvider({
  brand,
  locale,
  errorMessages,
  settings = offlineBrowserSettings,
  children,
}: {
  brand: string;
  locale: Locale;
  errorMessages?: Record<string, string>;
  settings?: BrowserSettings;
  children: ReactNode;
}) {
  const value = useMemo(
    () => createBrowserCommerce({ brand, locale, errorMessages, settings }),
    [brand, locale, errorMessages, settings],
  );
  useEffect(() => watchUncaughtErrors(value.monitoring), [value]);
  return <CommerceContext.Provider value={value}>{children}</CommerceContext.Provider>;
}

export function useCommerce(): BrowserCommerce {
  const commerce = useContext(CommerceContext);
  if (!commerce) throw new Error('useCommerce needs a CommerceProvider above it.');
  return commerce;
}
