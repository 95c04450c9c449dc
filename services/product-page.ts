import type { StockNotificationRequest } from '@/lib/contracts/notifications';
import { lazySchema, type Transport } from './transport';

// Replies are parsed with the shared contracts, loaded with the first call rather than with
// the page, so no page's first load carries zod.
const notificationsContracts = () => import('@/lib/contracts/notifications');
const productSetsContracts = () => import('@/lib/contracts/product-sets');
const productsContracts = () => import('@/lib/contracts/products');
const recommendationsContracts = () => import('@/lib/contracts/recommendations');
const sizeChartContracts = () => import('@/lib/contracts/size-chart');
const stockNotificationResponseSchema = lazySchema(
  notificationsContracts,
  'stockNotificationResponseSchema',
);
const productSetSchema = lazySchema(productSetsContracts, 'productSetSchema');
const productSetsResponseSchema = lazySchema(productSetsContracts, 'productSetsResponseSchema');
const storeAvailabilityResponseSchema = lazySchema(
  productsContracts,
  'storeAvailabilityResponseSchema',
);
const widgetRecommendationsResponseSchema = lazySchema(
  recommendationsContracts,
  'widgetRecommendationsResponseSchema',
);
const sizeChartSchema = lazySchema(sizeChartContracts, 'sizeChartSchema');

/** The product page's calls beyond details and stock (spec 001 section 7). */
export function createProductPageClient(request: Transport) {
  return {
    requestStockNotification: (body: StockNotificationRequest) =>
      request({
        method: 'PUT',
        path: '/products/v1/notifications',
        body,
        schema: stockNotificationResponseSchema,
      }),
    getSizeChart: (productType: string) =>
      request({
        path: `/fapi/components/size-chart/${encodeURIComponent(productType)}`,
        schema: sizeChartSchema,
      }),
    getProductSets: (productId: string) =>
      request({
        path: `/products/v2/products/${encodeURIComponent(productId)}/productSets`,
        schema: productSetsResponseSchema,
      }),
    getProductSet: (productSetId: string) =>
      request({
        path: `/products/v2/products/${encodeURIComponent(productSetId)}/productSet`,
        schema: productSetSchema,
      }),
    getStoreAvailability: (productId: string, body: { storeIds: string[]; variantId?: string }) =>
      request({
        method: 'POST',
        path: `/products/v1/products/${encodeURIComponent(productId)}/availability`,
        body,
        schema: storeAvailabilityResponseSchema,
      }),
    getRecommendations: (
      productIds: string[],
      options: { limit?: number; upsellLimit?: number } = {},
    ) =>
      request({
        path: '/products/v1/widgetRecommendations',
        query: { productIds: productIds.join(','), ...options },
        schema: widgetRecommendationsResponseSchema,
      }),
  };
}
export type ProductPageClient = ReturnType<typeof createProductPageClient>;
