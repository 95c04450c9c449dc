import { formatMoney, toMajor } from '@/lib/format/money';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { RETURN_WINDOW_DAYS } from '@/lib/orders/after-sales-windows';
import {
  accountPath,
  accountSectionPath,
  contactUsPath,
  favoritesPath,
  howToReturnPath,
  legalPagePath,
  loyaltyPath,
  orderStatusPath,
  storePath,
  storesPath,
} from '@/lib/routes';
import { CATEGORY_IDS, categoryPath } from '../categories';
import { FREE_SHIPPING_THRESHOLD, GIFT_THRESHOLD } from '../promotions';

/** The flagship store the westend page presents: Oxford Street is London's West End. */
export const FLAGSHIP_STORE_ID = 'GB001';

/**
 * What the fixed pages' copy may state, taken from the code that enforces it (the return
 * window, the seeded promotions' thresholds) and the paths of pages that exist.
 */
export function fixedPageFacts(locale: Locale) {
  const { currency } = settingsFor(locale);
  const money = (thresholds: Record<typeof currency, number>) =>
    formatMoney(toMajor(thresholds[currency]), currency, locale);
  const category = (key: keyof typeof CATEGORY_IDS) => categoryPath(locale, CATEGORY_IDS[key]);
  return {
    returnDays: RETURN_WINDOW_DAYS,
    freeShippingOver: money(FREE_SHIPPING_THRESHOLD),
    freeSocksOver: money(GIFT_THRESHOLD),
    paths: {
      home: `/${locale}`,
      men: category('men'),
      women: category('women'),
      kids: category('kids'),
      sale: category('sale'),
      newArrivals: category('newArrivals'),
      menClothing: category('menClothing'),
      womenClothing: category('womenClothing'),
      menSocks: category('menSocks'),
      womenSocks: category('womenSocks'),
      giftCards: category('giftCards'),
      help: `/${locale}/help`,
      shipping: `/${locale}/help/shipping-and-delivery`,
      returns: `/${locale}/help/returns`,
      howToReturn: howToReturnPath(locale),
      contactUs: contactUsPath(locale),
      orderStatus: orderStatusPath(locale),
      privacy: legalPagePath(locale, 'privacy'),
      account: accountPath(locale),
      orders: `${accountPath(locale)}/orders`,
      communication: accountSectionPath(locale, 'communication'),
      paymentMethods: accountSectionPath(locale, 'paymentMethods'),
      accountLoyalty: accountSectionPath(locale, 'loyalty'),
      loyalty: loyaltyPath(locale),
      favorites: favoritesPath(locale),
      stores: storesPath(locale),
      flagship: storePath(locale, FLAGSHIP_STORE_ID),
    },
  };
}
export type FixedPageFacts = ReturnType<typeof fixedPageFacts>;
