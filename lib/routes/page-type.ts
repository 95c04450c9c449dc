import { isFixedPage, type FixedPage } from '../content/fixed-pages';
import { parseAlternateSegment } from './alternate-paths';

/**
 * Page types recognised from a URL, for analytics and for parts of the page that behave
 * differently per type (the header hides search during checkout).
 */
export const pageTypes = [
  'home',
  'product',
  'category',
  'cart',
  'account',
  'search',
  'searchHub',
  'orderConfirmation',
  'checkout',
  'error',
  'other',
] as const;
export type PageType = (typeof pageTypes)[number];

const localeSegment = /^[a-z]{2}-[a-z]{2}$/i;
/** Matches a meta description such as "This page is not available." */
const unavailable = /not available/i;

function pathSegments(url: string): string[] {
  const { pathname } = new URL(url, 'http://page-type.invalid');
  const segments = pathname.split('/').filter(Boolean);
  // Preview mode adds a /pre prefix in front of the locale.
  return segments[0] === 'pre' ? segments.slice(1) : segments;
}

/** The segments after the locale (all of them when the path has no locale). */
function pageSegments(segments: string[]): string[] {
  return segments[0] && localeSegment.test(segments[0]) ? segments.slice(1) : segments;
}

export interface PageTypeHints {
  /** The page's meta description: one saying the page is not available marks an error page. */
  metaDescription?: string | null;
}

/**
 * Classifies a path (with or without origin and query): home only for a bare locale path,
 * product for `/p/` (or `{slug}-p{id}`), category for `/c/` (or `{slug}-c{id}`), then the
 * checkout family, cart, account and search by their path segments, else other.
 */
export function pageTypeOf(url: string, hints: PageTypeHints = {}): PageType {
  if (hints.metaDescription && unavailable.test(hints.metaDescription)) return 'error';
  const segments = pathSegments(url);
  const first = segments[0];
  if (segments.length === 1 && first && localeSegment.test(first)) return 'home';
  const page = pageSegments(segments);
  if (page[0] === 'p' && page.length > 1) return 'product';
  if (page[0] === 'c' && page.length > 1) return 'category';
  const alternate = page.length === 1 && page[0] ? parseAlternateSegment(page[0]) : null;
  if (alternate) return alternate.type;
  if (page.includes('order-confirmation')) return 'orderConfirmation';
  if (page.includes('checkout')) return 'checkout';
  if (page.includes('cart')) return 'cart';
  if (page.some((segment) => segment === 'account' || segment.startsWith('account-'))) {
    return 'account';
  }
  if (page.includes('search-hub')) return 'searchHub';
  if (page.includes('search')) return 'search';
  if (page.includes('error-4xx')) return 'error';
  return 'other';
}

/** The fixed CMS page a path shows (`/en-us/store-locator` → `store-locator`), if any. */
export function fixedPageOf(url: string): FixedPage | null {
  const page = pageSegments(pathSegments(url));
  const name = page.length === 1 ? page[0] : undefined;
  return name && isFixedPage(name) ? name : null;
}
