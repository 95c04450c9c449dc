/**
 * The request headers' names and fixed values, apart from their zod schemas (headers.ts) so
 * that the browser's transport carries no zod with the page. Header names are ours: the spec
 * names the values, not the wire names.
 */
export const headerNames = {
  brand: 'x-brand',
  channel: 'x-channel',
  region: 'x-region',
  source: 'x-source',
  locale: 'x-locale',
  transactionId: 'x-transaction-id',
  correlationId: 'x-correlation-id',
  sessionId: 'x-session-id',
  /** Sent only on order placement and order patch from the app webview. */
  appTracking: 'x-app-tracking',
} as const;

export const channels = ['ECOMM', 'MAPP'] as const;
export type Channel = (typeof channels)[number];
export const DEFAULT_SOURCE = 'ECOM15';

/** The cart version a line change was made on (docs/api.md, cart versions). */
export const BASKET_VERSION_HEADER = 'x-basket-version';

/** The lookup call's reCAPTCHA token (action `login`): a GET has no body to carry it. */
export const recaptchaHeaderName = 'x-recaptcha-response';

/** The header that carries an editor's preview grant to the content service. */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
