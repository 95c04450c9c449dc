import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, negotiateLocale } from '@/lib/i18n/locales';
import {
  decidePreview,
  DRAFT_MODE_COOKIE,
  previewResponseHeaders,
} from '@/lib/routes/preview-routing';
import { getEnv } from '@/server/config/env';
import { EDITOR_COOKIE } from '@/server/content/preview-grant';
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
 * The content preview viewer frames preview pages: those, and only those, our own pages may
 * frame; every other page refuses any frame.
 */
function allowFramingBySelf(headers: Headers) {
  headers.set('x-frame-options', 'SAMEORIGIN');
  const policy = headers.get('content-security-policy');
  if (policy) {
    headers.set(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
  }
}

/**
 * Editors' preview (docs/content.md, "Editor preview"): `/pre/{locale}/…` renders that page in
 * draft mode under the same URL, `?preview=true` takes a signed-in editor there, and everyone
 * else is sent to the published page. Preview answers are neither cached nor indexed.
 */
function previewAnswer(request: NextRequest): NextResponse | null {
  const decision = decidePreview({
    pathname: request.nextUrl.pathname,
    searchParams: request.nextUrl.searchParams,
    hasDraftCookie: request.cookies.has(DRAFT_MODE_COOKIE),
    hasEditorCookie: request.cookies.has(EDITOR_COOKIE),
    visitorLocale: negotiateLocale(request.headers.get('accept-language')),
  });
  if (decision.kind === 'none') return null;
  if (decision.kind === 'redirect') {
    return withSecurityHeaders(request, () =>
      NextResponse.redirect(new URL(decision.location, request.nextUrl), 307),
    );
  }
  const response = withSecurityHeaders(request, (headers) => {
    if (!decision.rewriteTo) return NextResponse.next({ request: { headers } });
    const url = request.nextUrl.clone();
    url.pathname = decision.rewriteTo;
    return NextResponse.rewrite(url, { request: { headers } });
  });
  for (const [name, value] of Object.entries(previewResponseHeaders)) {
    response.headers.set(name, value);
  }
  allowFramingBySelf(response.headers);
  return response;
}

/**
 * Every page lives under a lowercase `/{language}-{country}` prefix. A path without one is
 * redirected to the visitor's locale (Accept-Language, else en-us); an uppercase prefix is
 * redirected to its lowercase form.
 */
export function proxy(request: NextRequest) {
  const preview = previewAnswer(request);
  if (preview) return preview;
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
