import {
  catalogResponseSchema,
  inventoryResponseSchema,
  productDetailsSchema,
  type CatalogQuery,
} from '@/lib/contracts/products';
import type { Transport } from './transport';

export function createProductsClient(request: Transport) {
  return {
    getDetails: (productId: string) =>
      request({
        path: `/products/v2/products/${encodeURIComponent(productId)}/details`,
        schema: productDetailsSchema,
      }),
    getInventory: (productId: string) =>
      request({
        path: `/products/v2/products/${encodeURIComponent(productId)}/inventory`,
        schema: inventoryResponseSchema,
      }),
    getCatalog: (query: Partial<CatalogQuery> & Pick<CatalogQuery, 'categoryId'>) =>
      request({ path: '/products/v2/catalog', query, schema: catalogResponseSchema }),
  };
}
export type ProductsClient = ReturnType<typeof createProductsClient>;
