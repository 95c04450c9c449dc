import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, negotiateLocale } from '@/lib/i18n/locales';
import { getEnv } from '@/server/config/env';
import {
  pageContentSecurityPolicy,
  pageNonce,
  pageSecurityHeaders,
  policySourcesFromEnv,
} from '@/server/http/security-headers';

/**
 * A page's answer with its security headers (docs/security.md, "Headers"). Next reads the
 * nonce from the request's own policy header and puts it on every script it renders.
 */
function withSecurityHeaders(request: NextRequest, respond: (headers: Headers) => NextResponse) {
  const env = getEnv();
  const sources = policySourcesFromEnv(env);
  const nonce = pageNonce(request.headers);
  const forwarded = new Headers(request.headers);
  forwarded.set('content-security-policy', pageContentSecurityPolicy(nonce, sources));
  const response = respond(forwarded);
  for (const [name, value] of Object.entries(pageSecurityHeaders(nonce, sources, env.DEMO_MODE))) {
    response.headers.set(name, value);
  }
  return response;
}

/**
 * Every page lives under a lowercase `/{language}-{country}` prefix. A path without one is
 * redirected to the visitor's locale (Accept-Language, else en-us); an uppercase prefix is
 * redirected to its lowercase form.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first)) {
    return withSecurityHeaders(request, (headers) => NextResponse.next({ request: { headers } }));
  }
  const lowered = first.toLowerCase();
  const target = isLocale(lowered)
    ? `/${[lowered, ...rest].join('/')}`
    : `/${negotiateLocale(request.headers.get('accept-language'))}${pathname === '/' ? '' : pathname}`;
  const url = request.nextUrl.clone();
  url.pathname = target;
  url.search = search;
  return withSecurityHeaders(request, () => NextResponse.redirect(url, 307));
}

export const config = {
  // Leave the API, built assets, media and files with an extension alone.
  matcher: ['/((?!api|_next|media|.*\\..*).*)'],
};
