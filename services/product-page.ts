import {
  stockNotificationResponseSchema,
  type StockNotificationRequest,
} from '@/lib/contracts/notifications';
import { productSetSchema, productSetsResponseSchema } from '@/lib/contracts/product-sets';
import { storeAvailabilityResponseSchema } from '@/lib/contracts/products';
import { widgetRecommendationsResponseSchema } from '@/lib/contracts/recommendations';
import { sizeChartSchema } from '@/lib/contracts/size-chart';
import type { Transport } from './transport';

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
