import { Hono } from 'hono';
import type { ApiEnv } from '../http/context';
import type { AfterSalesDependencies } from './after-sales-dependencies';
import { invoiceRoutes } from './invoice-routes';
import { returnRoutes } from './return-routes';

/** Returns, invoices, warranty claims and gift card mail of a placed order (docs/after-sales.md). */
export function afterSalesRoutes(deps: AfterSalesDependencies) {
  return new Hono<ApiEnv>().route('/', returnRoutes(deps)).route('/', invoiceRoutes(deps));
}
