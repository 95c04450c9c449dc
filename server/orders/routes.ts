import { Hono } from 'hono';
import type { ApiEnv } from '../http/context';
import type { AfterSalesDependencies } from './after-sales-dependencies';
import type { OrderDependencies } from './order-dependencies';
import { orderReadAndCancelRoutes } from './order-routes';
import { giftCardRoutes } from './gift-card-routes';
import { invoiceRoutes } from './invoice-routes';
import { returnRoutes } from './return-routes';
import { warrantyRoutes } from './warranty-routes';

/**
 * The order service under the consumer service's path: history, detail, tracking, cancelling,
 * and the returns, invoices, warranty claims and gift card mail of a placed order
 * (docs/after-sales.md). The order-management system's endpoint is mounted apart (oms-routes.ts).
 */
export function orderRoutes(deps: OrderDependencies) {
  const afterSales: AfterSalesDependencies = { ...deps.auth, business: deps.business };
  return new Hono<ApiEnv>()
    .route('/', orderReadAndCancelRoutes(deps))
    .route('/', returnRoutes(afterSales))
    .route('/', invoiceRoutes(afterSales))
    .route('/', warrantyRoutes(afterSales))
    .route('/', giftCardRoutes(afterSales));
}
