'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { detectChannel } from '@/lib/channel';
import type { Locale } from '@/lib/i18n/locales';
import { createAuthClient } from './auth';
import { createCartClient } from './cart';
import { createCheckoutClient } from './checkout';
import { createConsumerClient } from './consumer';
import { createErrorDescriber } from './error-messages';
import { createProductPageClient } from './product-page';
import { createProductsClient } from './products';
import { createRecaptchaTokens } from './recaptcha';
import { createReviewsClient } from './reviews';
import { requestGuestToken } from './session';
import { browserSessionMark, createSessionRenewal, withSessionRenewal } from './session-renewal';
import { createStoresClient } from './stores';
import { browserTabLock } from './tab-lock';
import { createTransport } from './transport';
import { createUtilitiesClient } from './utilities';

const SESSION_KEY = 'stride-session-id';

/** One id per browser tab session, sent as the session id header. */
function tabSessionId(): string {
  const existing = sessionStorage.getItem(SESSION_KEY);
  if (existing) return existing;
  const created = crypto.randomUUID();
  sessionStorage.setItem(SESSION_KEY, created);
  return created;
}

function createBrowserCommerce(options: {
  brand: string;
  locale: Locale;
  errorMessages?: Record<string, string>;
  recaptchaSiteKey: string | null;
}) {
  const recaptcha = createRecaptchaTokens(options.recaptchaSiteKey);
  const transport = createTransport({
    baseUrl: '/api',
    fetch: (req) => fetch(req),
    brand: options.brand,
    locale: options.locale,
    channel: () => detectChannel(navigator.userAgent),
    sessionId: tabSessionId,
    describeError: createErrorDescriber(options.errorMessages),
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
    auth: createAuthClient(request),
    cart: createCartClient(request),
    checkout: createCheckoutClient(request, {
      inApp: () => detectChannel(navigator.userAgent) === 'MAPP',
    }),
    consumer: createConsumerClient(request, recaptcha),
    products: createProductsClient(request),
    productPage: createProductPageClient(request),
    reviews: createReviewsClient(request),
    stores: createStoresClient(request),
    utilities: createUtilitiesClient(request),
  };
}

export type BrowserCommerce = ReturnType<typeof createBrowserCommerce>;

const CommerceContext = createContext<BrowserCommerce | null>(null);

export function CommerceProvider({
  brand,
  locale,
  errorMessages,
  recaptchaSiteKey = null,
  children,
}: {
  brand: string;
  locale: Locale;
  errorMessages?: Record<string, string>;
  /** reCAPTCHA Enterprise's site key; without it, the demo's offline tokens. */
  recaptchaSiteKey?: string | null;
  children: ReactNode;
}) {
  const value = useMemo(
    () => createBrowserCommerce({ brand, locale, errorMessages, recaptchaSiteKey }),
    [brand, locale, errorMessages, recaptchaSiteKey],
  );
  return <CommerceContext.Provider value={value}>{children}</CommerceContext.Provider>;
}

export function useCommerce(): BrowserCommerce {
  const commerce = useContext(CommerceContext);
  if (!commerce) throw new Error('useCommerce needs a CommerceProvider above it.');
  return commerce;
}
