import type { Locale } from '../i18n/locales';

/** Routes that show a signed-in shopper's own data and must not stay open after sign-out. */
const privateSegments: ReadonlySet<string> = new Set(['cart', 'checkout', 'favorites', 'account']);

/**
 * Where the page goes after sign-out: home when the path contains one of the shopper's own
 * routes, otherwise null to stay put. Whole segments are compared so that a product slug such
 * as `cartwheel-tee` does not count as the cart.
 */
export function signOutTarget(pathname: string, locale: Locale): string | null {
  const isPrivate = pathname
    .toLowerCase()
    .split('/')
    .some((segment) => privateSegments.has(segment));
  return isPrivate ? `/${locale}` : null;
}
