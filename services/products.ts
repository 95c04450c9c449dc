import { readInventory } from '@/lib/contracts/product-values';
import { lazySchema, type Transport } from './transport';

// Replies are parsed with the shared contracts, loaded with the first call rather than with
// the page, so no page's first load carries zod.
const productsContracts = () => import('@/lib/contracts/products');
const autoSuggestResponseSchema = lazySchema(productsContracts, 'autoSuggestResponseSchema');
const catalogResponseSchema = lazySchema(productsContracts, 'catalogResponseSchema');
const inventoryResponseSchema = lazySchema(productsContracts, 'inventoryResponseSchema');
const productDetailsSchema = lazySchema(productsContracts, 'productDetailsSchema');
const productSearchResponseSchema = lazySchema(productsContracts, 'productSearchResponseSchema');

/** Page, size, sort and filters as query parameters. */
export type ListingWireQuery = Record<string, string | number | undefined>;

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
        reader: readInventory,
      }),
    /** `query` in its wire form: filters as lib/catalog/listing-state's `filterParams` writes them. */
    getCatalog: (query: { categoryId: string } & ListingWireQuery) =>
      request({ path: '/products/v2/catalog', query, schema: catalogResponseSchema }),
    search: (query: { q: string } & ListingWireQuery) =>
      request({
        path: '/products/v2/search/productSearch',
        query,
        schema: productSearchResponseSchema,
      }),
    autoSuggest: (q: string, limit?: number) =>
      request({
        path: '/products/v2/search/autoSuggest',
        query: { q, limit },
        schema: autoSuggestResponseSchema,
      }),
  };
}
export type ProductsClient = ReturnType<typeof createProductsClient>;
