import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { BasketRow } from '../db/schema';

/** The storefront a basket was filled on; its prices, tax and shipping country follow it. */
export function basketLocaleOf(basket: Pick<BasketRow, 'locale'>): Locale {
  return isLocale(basket.locale) ? basket.locale : 'en-us';
}
