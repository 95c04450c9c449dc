import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, negotiateLocale } from '@/lib/i18n/locales';

/**
 * Every page lives under a lowercase `/{language}-{country}` prefix. A path without one is
 * redirected to the visitor's locale (Accept-Language, else en-us); an uppercase prefix is
 * redirected to its lowercase form.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first)) return NextResponse.next();
  const lowered = first.toLowerCase();
  const target = isLocale(lowered)
    ? `/${[lowered, ...rest].join('/')}`
    : `/${negotiateLocale(request.headers.get('accept-language'))}${pathname === '/' ? '' : pathname}`;
  const url = request.nextUrl.clone();
  url.pathname = target;
  url.search = search;
  return NextResponse.redirect(url, 307);
}

export const config = {
  // Leave the API, built assets, media and files with an extension alone.
  matcher: ['/((?!api|_next|media|.*\\..*).*)'],
};
