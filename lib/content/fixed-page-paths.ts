import type { FixedPage } from '../contracts/content';
import type { Locale } from '../i18n/locales';
import { accountPath, accountSectionPath, contactUsPath, storesPath } from '../routes';

/**
 * Where each fixed page's canvas shows. Null for those without a page of their own: dialogs
 * (`*-modal`), the not-found page, and the order confirmation, which needs an order.
 */
export function fixedPagePath(locale: Locale, page: FixedPage): string | null {
  switch (page) {
    case 'account':
      return accountPath(locale);
    case 'account-profile':
      return accountSectionPath(locale, 'profile');
    case 'contact-us':
      return contactUsPath(locale);
    case 'store-locator':
      return storesPath(locale);
    case 'cart':
    case 'checkout':
    case 'search':
    case 'sign-up':
    case 'promotions':
    case 'gift-card':
    case 'basecamp':
    case 'westend':
      return `/${locale}/${page}`;
    case 'order-confirmation':
    case 'error-4xx':
    case 'loyalty-modal':
    case 'sign-in-modal':
    case 'sign-up-modal':
      return null;
  }
}
