import { orderPath, orderStatusPath } from '@/lib/routes';
import type { OrderRow } from '../db/schema';
import { orderLocale } from './order-locale';

type LinkedOrder = Pick<OrderRow, 'locale' | 'orderNumber' | 'consumerId'>;

const absolute = (path: string, publicBaseUrl: string) => new URL(path, publicBaseUrl).toString();

/**
 * The order's status page on the store's public origin: where a guest tracks it with the
 * order's email, and where a shipment's tracking link leads.
 */
export function orderStatusUrl(publicBaseUrl: string, order: LinkedOrder): string {
  return absolute(orderStatusPath(orderLocale(order), order.orderNumber), publicBaseUrl);
}

/** The order in its owner's account: no token in the link, the owner signs in to open it. */
export function accountOrderUrl(publicBaseUrl: string, order: LinkedOrder): string {
  return absolute(orderPath(orderLocale(order), order.orderNumber), publicBaseUrl);
}

/** Where a mail about the order leads: its page in the owner's account, the status page for a guest's. */
export function orderPageUrl(publicBaseUrl: string, order: LinkedOrder): string {
  return order.consumerId === null
    ? orderStatusUrl(publicBaseUrl, order)
    : accountOrderUrl(publicBaseUrl, order);
}
