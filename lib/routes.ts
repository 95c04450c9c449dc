import type { Locale } from './i18n/locales';

/** URL shapes: `/{locale}/c/{slug}-{categoryId}`, `/{locale}/p/{slug}-{productId}`. */
export function categoryPath(locale: Locale, slug: string, categoryId: string): string {
  return `/${locale}/c/${slug}-${categoryId}`;
}

export function productPath(locale: Locale, slug: string, productId: string): string {
  return `/${locale}/p/${slug}-${productId}`;
}

/** Splits `{slug}-{categoryId}`; the id is the trailing 4 to 10 digits. */
export function parseCategorySegment(segment: string): { slug: string; id: string } | null {
  const match = /^(?:(.*)-)?(\d{4,10})$/.exec(segment);
  if (!match?.[2]) return null;
  return { slug: match[1] ?? '', id: match[2] };
}

/** Splits `{slug}-{productId}`; product ids are 8 to 11 uppercase letters or digits. */
export function parseProductSegment(segment: string): { slug: string; id: string } | null {
  const match = /^(?:(.*)-)?([A-Z0-9]{8,11})$/.exec(segment);
  if (!match?.[2]) return null;
  return { slug: match[1] ?? '', id: match[2] };
}

/** The account area: overview, orders and one order with its after-sales steps. */
export function accountPath(locale: Locale): string {
  return `/${locale}/account`;
}

/** The account's relationship sections. */
export const accountSectionPaths = {
  profile: 'profile',
  paymentMethods: 'payment-methods',
  loyalty: 'loyalty',
  communication: 'communication',
} as const;
export type AccountSection = keyof typeof accountSectionPaths;

export function accountSectionPath(locale: Locale, section: AccountSection): string {
  return `${accountPath(locale)}/${accountSectionPaths[section]}`;
}

/** The shopper's favorites; the shared read-only list lives under it by its token. */
export function favoritesPath(locale: Locale): string {
  return `/${locale}/favorites`;
}

export function sharedFavoritesPath(locale: Locale, token: string): string {
  return `${favoritesPath(locale)}/shared/${encodeURIComponent(token)}`;
}

/** The loyalty programme's page: what members get, join or sign in. */
export function loyaltyPath(locale: Locale): string {
  return `/${locale}/loyalty`;
}

export interface OrderListQuery {
  page?: number;
  period?: string;
  status?: string;
}

/** The order list; page 1, all periods and all statuses are left out of the address. */
export function ordersPath(locale: Locale, query: OrderListQuery = {}): string {
  const search = new URLSearchParams();
  if (query.period && query.period !== 'all') search.set('period', query.period);
  if (query.status) search.set('status', query.status);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `/${locale}/account/orders${suffix}`;
}

export function orderPath(locale: Locale, orderNumber: string): string {
  return `/${locale}/account/orders/${encodeURIComponent(orderNumber)}`;
}

export function orderReturnPath(locale: Locale, orderNumber: string): string {
  return `${orderPath(locale, orderNumber)}/return`;
}

export function orderWarrantyPath(locale: Locale, orderNumber: string): string {
  return `${orderPath(locale, orderNumber)}/warranty`;
}

/** The guest's order lookup, with the order number filled in when known (the confirmation mail). */
export function orderStatusPath(locale: Locale, orderNumber?: string): string {
  const suffix = orderNumber ? `?orderNumber=${encodeURIComponent(orderNumber)}` : '';
  return `/${locale}/order-status${suffix}`;
}

export function contactUsPath(locale: Locale): string {
  return `/${locale}/help/contact-us`;
}

/** The help pages: a hub, and CMS pages under it whose path is their parent chain. */
export function helpPath(locale: Locale): string {
  return `/${locale}/help`;
}

export const helpPages = ['shipping-and-delivery', 'returns'] as const;
export type HelpPage = (typeof helpPages)[number];

export function helpPagePath(locale: Locale, page: HelpPage): string {
  return `${helpPath(locale)}/${page}`;
}

export function howToReturnPath(locale: Locale): string {
  return `${helpPagePath(locale, 'returns')}/how-to-return`;
}

/** The store's legal pages, each at `/{locale}/{page}` (spec 002 section 2, "Routes referenced"). */
export const legalPages = [
  'privacy',
  'sale-terms',
  'brand-terms',
  'loyalty-terms',
  'sms-terms',
  'associate-discount-terms',
] as const;
export type LegalPage = (typeof legalPages)[number];

export function legalPagePath(locale: Locale, page: LegalPage): string {
  return `/${locale}/${page}`;
}

/** Germany's own legal pages, on the German site only: Impressum, AGB and Widerruf. */
export const germanLegalPages = ['impressum', 'agb', 'widerruf'] as const;
export type GermanLegalPage = (typeof germanLegalPages)[number];
export const GERMAN_LEGAL_LOCALE = 'de-de' satisfies Locale;

export function germanLegalPagePath(page: GermanLegalPage): string {
  return `/${GERMAN_LEGAL_LOCALE}/${page}`;
}

/** The store locator; a search lives in its query (`?q=` or `?lat=&lng=`) so it can be shared. */
export function storesPath(locale: Locale): string {
  return `/${locale}/stores`;
}

export function storePath(locale: Locale, storeId: string): string {
  return `${storesPath(locale)}/${encodeURIComponent(storeId)}`;
}

/** An event's page (docs/events.md). */
export function eventPath(locale: Locale, eventId: string): string {
  return `/${locale}/events/${encodeURIComponent(eventId)}`;
}

/** The journal: every article, with its tag filters. */
export function articlesPath(locale: Locale): string {
  return `/${locale}/articles`;
}

export function articlePath(locale: Locale, slug: string): string {
  return `${articlesPath(locale)}/${slug}`;
}
