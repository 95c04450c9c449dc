import {
  stockNotificationRequestSchema,
  stockNotificationResponseSchema,
} from '@/lib/contracts/notifications';
import {
  productSetSchema,
  productSetsQuerySchema,
  productSetsResponseSchema,
} from '@/lib/contracts/product-sets';
import {
  autoSuggestQuerySchema,
  autoSuggestResponseSchema,
  catalogQuerySchema,
  catalogResponseSchema,
  inventoryResponseSchema,
  productDetailsSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  storeAvailabilityRequestSchema,
  storeAvailabilityResponseSchema,
} from '@/lib/contracts/products';
import {
  widgetRecommendationsQuerySchema,
  widgetRecommendationsResponseSchema,
} from '@/lib/contracts/recommendations';
import { sizeChartSchema } from '@/lib/contracts/size-chart';
import { json, named, type Operation } from '../operation';

const tag = 'Catalog';

export const catalogOperations: Operation[] = [
  {
    method: 'get',
    path: '/products/v2/products/{productId}/details',
    summary: 'A product with colours, sizes, variants, prices and breadcrumbs',
    tag,
    success: json(named('ProductDetails', productDetailsSchema)),
    errors: ['PLP400'],
  },
  {
    method: 'get',
    path: '/products/v2/products/{productId}/inventory',
    summary: 'Online stock per variant',
    tag,
    success: json(named('InventoryResponse', inventoryResponseSchema)),
    errors: ['PLP400'],
  },
  {
    method: 'post',
    path: '/products/v1/products/{productId}/availability',
    summary: 'Stock per store',
    tag,
    body: named('StoreAvailabilityRequest', storeAvailabilityRequestSchema),
    success: json(named('StoreAvailabilityResponse', storeAvailabilityResponseSchema)),
    errors: ['PLP400'],
  },
  {
    method: 'get',
    path: '/products/v2/catalog',
    summary: "A category's products, filtered and paged, with facets",
    tag,
    query: catalogQuerySchema,
    success: json(named('CatalogResponse', catalogResponseSchema)),
  },
  {
    method: 'get',
    path: '/products/v2/search/productSearch',
    summary: 'Products matching a search, filtered and paged',
    tag,
    query: productSearchQuerySchema,
    success: json(named('ProductSearchResponse', productSearchResponseSchema)),
  },
  {
    method: 'get',
    path: '/products/v2/search/autoSuggest',
    summary: 'Suggestions while the shopper types',
    tag,
    query: autoSuggestQuerySchema,
    success: json(named('AutoSuggestResponse', autoSuggestResponseSchema)),
  },
  {
    method: 'put',
    path: '/products/v1/notifications',
    summary: 'Ask to be told when a size is back in stock',
    tag,
    body: named('StockNotificationRequest', stockNotificationRequestSchema),
    success: json(named('StockNotificationResponse', stockNotificationResponseSchema)),
  },
  {
    method: 'get',
    path: '/fapi/components/size-chart/{productType}',
    summary: "A product type's size chart",
    tag,
    success: json(named('SizeChart', sizeChartSchema)),
  },
  {
    method: 'get',
    path: '/products/v2/products/{productId}/productSets',
    summary: 'The sets a product belongs to',
    tag,
    query: productSetsQuerySchema,
    success: json(named('ProductSetsResponse', productSetsResponseSchema)),
    errors: ['PLP400'],
  },
  {
    method: 'get',
    path: '/products/v2/products/{productSetId}/productSet',
    summary: 'A product set',
    tag,
    success: json(named('ProductSet', productSetSchema)),
  },
  {
    method: 'get',
    path: '/products/v1/widgetRecommendations',
    summary: 'Recommendations for a recommendation widget',
    tag,
    query: widgetRecommendationsQuerySchema,
    success: json(named('WidgetRecommendationsResponse', widgetRecommendationsResponseSchema)),
  },
];
