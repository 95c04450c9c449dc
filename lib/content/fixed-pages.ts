/**
 * The content service's fixed pages (spec 001 section 7), each rendered where that page is.
 * Kept free of zod: lib/routes/page-type.ts, which browser code imports, reads it too.
 */
export const fixedPages = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'checkout',
  'contact-us',
  'error-4xx',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
] as const;
export type FixedPage = (typeof fixedPages)[number];

export const isFixedPage = (name: string): name is FixedPage =>
  (fixedPages as readonly string[]).includes(name);
