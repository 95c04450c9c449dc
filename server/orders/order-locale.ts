import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import type { OrderRow } from '../db/schema';

/** The language an order was placed in: its documents and mail use it. */
export function orderLocale(order: Pick<OrderRow, 'locale'>): Locale {
  return isLocale(order.locale) ? order.locale : defaultLocale;
}
