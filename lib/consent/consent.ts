import { cookieValue } from '@/lib/cookie-value';
import type { Region } from '@/lib/i18n/locales';
import { PREVIEW_PREFIX, PREVIEW_QUERY } from '@/lib/routes/preview-routing';

/** The consent cookie: the shopper's choice, readable on the server for the first render. */
export const CONSENT_COOKIE = 'stride_consent';
/** A year, after which the banner asks again. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const consentCategories = ['required', 'performance', 'functional', 'targeting'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
/** Required always runs; the shopper chooses the others. */
export type OptionalConsentCategory = Exclude<ConsentCategory, 'required'>;
export const optionalConsentCategories: readonly OptionalConsentCategory[] = [
  'performance',
  'functional',
  'targeting',
];

export type ConsentChoice = Record<OptionalConsentCategory, boolean>;

export const ALL_ACCEPTED: ConsentChoice = { performance: true, functional: true, targeting: true };
export const ALL_REJECTED: ConsentChoice = {
  performance: false,
  functional: false,
  targeting: false,
};

const FORMAT_VERSION = 'v1';

/** `v1.p1.f0.t1`: short, cookie-safe, and versioned so a later format can tell old choices apart. */
export function serializeConsent(choice: ConsentChoice): string {
  const flag = (granted: boolean) => (granted ? '1' : '0');
  return [
    FORMAT_VERSION,
    `p${flag(choice.performance)}`,
    `f${flag(choice.functional)}`,
    `t${flag(choice.targeting)}`,
  ].join('.');
}

/** The stored value: performance, functional and targeting, each 1 (granted) or 0. */
export const CONSENT_VALUE_PATTERN = /^v1\.p([01])\.f([01])\.t([01])$/;

/** The stored choice, or null when there is none or it cannot be read (the shopper is asked again). */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const match = value ? CONSENT_VALUE_PATTERN.exec(value) : null;
  if (!match) return null;
  return {
    performance: match[1] === '1',
    functional: match[2] === '1',
    targeting: match[3] === '1',
  };
}

export interface ConsentContext {
  region: Region;
  /** The stored choice; null until the shopper has chosen. */
  choice: ConsentChoice | null;
  /** An editor's preview (`preview=true`) is not held to the EMEA requirement. */
  preview?: boolean;
}

/** Whether the shopper must choose before anything beyond required runs. */
export function consentRequired({ region, choice, preview }: ConsentContext): boolean {
  return region === 'EMEA' && choice === null && !preview;
}

/**
 * In EMEA only an explicit choice grants a category; elsewhere consent is assumed given until
 * the shopper withdraws it on the preferences page.
 */
export function consentGranted(context: ConsentContext, category: ConsentCategory): boolean {
  if (category === 'required') return true;
  if (context.choice) return context.choice[category];
  return context.region !== 'EMEA' || context.preview === true;
}

/** The stored choice from a `Cookie` header or `document.cookie`. */
export function readConsentCookie(cookies: string): ConsentChoice | null {
  return parseConsent(cookieValue(cookies, CONSENT_COOKIE));
}

/**
 * The `Set-Cookie`-style string that stores a choice from the browser: the whole site (path /),
 * sent on top-level navigations from other sites (Lax) so the first render can read it, and
 * Secure on https.
 */
export function consentCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  return [
    `${CONSENT_COOKIE}=${serializeConsent(choice)}`,
    'Path=/',
    `Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** An editor's preview, recognised in the browser: a `/pre` path or `preview=true` (spec 000). */
export function isPreviewLocation({ pathname, search }: { pathname: string; search: string }) {
  return (
    pathname === PREVIEW_PREFIX ||
    pathname.startsWith(`${PREVIEW_PREFIX}/`) ||
    new URLSearchParams(search).get(PREVIEW_QUERY.preview) === 'true'
  );
}

/** The preferences page, where any visitor sees and changes their choice. */
export const cookieSettingsPath = (locale: string) => `/${locale}/cookie-settings`;
