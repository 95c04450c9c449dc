import { TAG_MANAGER_ORIGIN } from '@/lib/analytics/tag-manager';
import { HOSTED_VIDEO_ORIGIN } from '@/lib/content/video';
import type { Env } from '../config/env';
import { SHARED_RENDER_HEADER, SHARED_RENDER_KEY } from '../entry/shared-render.mjs';
import { safeEqual } from '../security/secret-token';

/**
 * The origins a page may reach beyond its own, decided by what is configured: nothing third
 * party in the demo (the payment simulator is same-origin), Adyen's and PayPal's when Adyen
 * is keyed, Google's when reCAPTCHA Enterprise is, the map tile server's when one is set.
 */
export interface PolicySources {
  adyen: 'test' | 'live' | null;
  recaptcha: boolean;
  /** The origin of MAP_TILE_URL's images, or null without a map. */
  mapTiles: string | null;
  /** CMS videos may play from the video host's delivery origin (components/cms/blocks/video.tsx). */
  hostedVideos?: boolean;
  /** Google Tag Manager and the GA4 collection it sends to, when GTM_CONTAINER_ID is set. */
  tagManager?: boolean;
  /**
   * The origin of UGC_WIDGET_SCRIPT_URL, or null: the widget it builds reads its posts, shows
   * their pictures and may frame them from there (components/cms/growth/ugc-widget.tsx).
   */
  ugcWidgets?: string | null;
  /** `next dev` evaluates code with eval for fast refresh; a production build never does. */
  development: boolean;
}

export function policySourcesFromEnv(env: Env, nodeEnv = process.env.NODE_ENV): PolicySources {
  const adyenKeyed = Boolean(env.ADYEN_API_KEY && env.ADYEN_CLIENT_KEY);
  return {
    adyen: adyenKeyed ? env.ADYEN_ENVIRONMENT : null,
    recaptcha: Boolean(env.RECAPTCHA_SITE_KEY),
    mapTiles: env.MAP_TILE_URL ? new URL(env.MAP_TILE_URL).origin : null,
    // The offline demo reaches no third party unless the video player is configured.
    hostedVideos: !env.DEMO_MODE || Boolean(env.VIDEO_PLAYER_SCRIPT_URL),
    tagManager: Boolean(env.GTM_CONTAINER_ID),
    ugcWidgets: env.UGC_WIDGET_SCRIPT_URL ? new URL(env.UGC_WIDGET_SCRIPT_URL).origin : null,
    development: nodeEnv === 'development',
  };
}

// Adyen serves its card fields, 3-D Secure frames and payment method logos from these, the
// live ones per region (docs.adyen.com, "Content Security Policy").
const adyenOrigins = {
  test: ['https://checkoutshopper-test.adyen.com'],
  live: [
    'https://checkoutshopper-live.adyen.com',
    'https://checkoutshopper-live-us.adyen.com',
    'https://checkoutshopper-live-au.adyen.com',
    'https://checkoutshopper-live-apse.adyen.com',
    'https://checkoutshopper-live-in.adyen.com',
  ],
};
// PayPal's buttons and its pop-up arrive through Adyen's PayPal component.
const paypalOrigins = {
  test: ['https://www.sandbox.paypal.com', 'https://www.paypal.com'],
  live: ['https://www.paypal.com'],
};
const recaptchaOrigins = ['https://www.google.com', 'https://www.gstatic.com'];
// Google's list for a GTM container with GA4 (developers.google.com/tag-platform/security/
// guides/csp): the container's script and pixels, GA4's collection endpoints.
const tagManagerOrigins = {
  scripts: [TAG_MANAGER_ORIGIN],
  connections: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

function thirdParty(sources: PolicySources) {
  const adyen = sources.adyen ? [...adyenOrigins[sources.adyen]] : [];
  const paypal = sources.adyen ? [...paypalOrigins[sources.adyen]] : [];
  const recaptcha = sources.recaptcha ? recaptchaOrigins : [];
  const tags = sources.tagManager
    ? tagManagerOrigins
    : { scripts: [], connections: [], images: [] };
  const ugc = sources.ugcWidgets ? [sources.ugcWidgets] : [];
  return {
    // Hosts beside 'strict-dynamic' only count for browsers that predate it.
    scripts: tags.scripts,
    frames: [...adyen, ...paypal, ...recaptcha, ...ugc],
    connections: [...adyen, ...paypal, ...tags.connections, ...ugc],
    images: [
      ...adyen,
      ...paypal,
      ...recaptcha,
      ...tags.images,
      ...(sources.mapTiles ? [sources.mapTiles] : []),
      ...ugc,
    ],
  };
}

const directive = (name: string, values: readonly string[]) => [name, ...values].join(' ');

/**
 * A page's policy. Scripts run only with this response's nonce, and scripts those load
 * ('strict-dynamic': Adyen's and reCAPTCHA's loaders add their own); no inline handlers, no
 * eval outside `next dev`. Styles allow inline because React renders style attributes.
 */
export function pageContentSecurityPolicy(nonce: string, sources: PolicySources): string {
  const origins = thirdParty(sources);
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', [
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...origins.scripts,
      ...(sources.development ? ["'unsafe-eval'"] : []),
    ]),
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    directive('img-src', ["'self'", 'data:', 'blob:', ...origins.images]),
    directive('font-src', ["'self'", 'data:']),
    directive('connect-src', [
      "'self'",
      ...origins.connections,
      ...(sources.development ? ['ws:'] : []),
    ]),
    directive('frame-src', ["'self'", ...origins.frames]),
    directive('worker-src', ["'self'", 'blob:']),
    directive('media-src', ["'self'", ...(sources.hostedVideos ? [HOSTED_VIDEO_ORIGIN] : [])]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'none'"]),
    directive('form-action', ["'self'", ...origins.frames]),
    directive('frame-ancestors', ["'none'"]),
  ].join('; ');
}

/** API answers are JSON: nothing in them may load, run or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Payment Request (Apple Pay on the web, Adyen's wallets) for the page and the payment
 * provider's frames; the rest of the powerful features no page of the store uses.
 */
export function permissionsPolicy(sources: PolicySources): string {
  const paymentFrames = sources.adyen ? adyenOrigins[sources.adyen].map((o) => `"${o}"`) : [];
  return [
    `payment=(${['self', ...paymentFrames].join(' ')})`,
    'camera=()',
    'microphone=()',
    // The store locator's "Use my location", asked only when the shopper clicks it.
    'geolocation=(self)',
    'usb=()',
  ].join(', ');
}

/** One year, subdomains included: set only outside demo mode, which runs on plain http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Headers every response carries, pages and API alike. */
export function baseSecurityHeaders(demo: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(demo ? {} : { 'strict-transport-security': STRICT_TRANSPORT_SECURITY }),
  };
}

export function pageSecurityHeaders(
  nonce: string,
  sources: PolicySources,
  demo: boolean,
): Record<string, string> {
  return {
    ...baseSecurityHeaders(demo),
    'content-security-policy': pageContentSecurityPolicy(nonce, sources),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy(sources),
  };
}

export function apiSecurityHeaders(demo: boolean): Record<string, string> {
  return {
    ...baseSecurityHeaders(demo),
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'referrer-policy': 'no-referrer',
  };
}

/** 128 random bits, base64: a nonce no page can predict. */
function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The nonce a page renders with: a fresh one, or the entry server's render key when the entry
 * server asks for a page it shares, since it swaps the key for a fresh nonce in every answer
 * (docs/decisions/008-shared-pages.md).
 */
export function pageNonce(requestHeaders: Headers): string {
  const key = (globalThis as Record<symbol, unknown>)[SHARED_RENDER_KEY];
  const asked = requestHeaders.get(SHARED_RENDER_HEADER);
  if (typeof key === 'string' && asked !== null && safeEqual(asked, key)) return key;
  return createNonce();
}
