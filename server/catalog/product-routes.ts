import { Hono } from 'hono';
import { z } from 'zod';
import {
  autoSuggestQuerySchema,
  catalogQuerySchema,
  productSearchQuerySchema,
  storeAvailabilityRequestSchema,
} from '@/lib/contracts/products';
import { productIdSchema } from '@/lib/contracts/ids';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams, readQuery } from '../http/validation';
import { listCategoryProducts } from './category-listing';
import { getProductInventory } from './inventory';
import { suggest } from './auto-suggest';
import { getProductDetails } from './product-details';
import { searchProducts } from './product-search';
import { getStoreAvailability } from './store-availability';

const productParams = z.object({ productId: productIdSchema });

/** Products, their stock and store availability, category listings and search. */
export function productRoutes() {
  return new Hono<ApiEnv>()
    .get('/products/v2/products/:productId/details', async (c) => {
      const { productId } = readParams(c, productParams);
      const details = await getProductDetails(c.get('db'), productId, c.get('request').locale);
      if (!details) throw new ApiError('PLP400', `Product ${productId} was not found.`);
      return c.json(details);
    })
    .get('/products/v2/products/:productId/inventory', async (c) => {
      const { productId } = readParams(c, productParams);
      const stock = await getProductInventory(c.get('db'), productId);
      if (!stock) throw new ApiError('PLP400', `Product ${productId} was not found.`);
      return c.json(stock);
    })
    .post('/products/v1/products/:productId/availability', async (c) => {
      const { productId } = readParams(c, productParams);
      const body = await readJsonBody(c, storeAvailabilityRequestSchema);
      return c.json(await getStoreAvailability(c.get('db'), productId, body));
    })
    .get('/products/v2/catalog', async (c) => {
      const query = readQuery(c, catalogQuerySchema);
      const listing = await listCategoryProducts(c.get('db'), query, c.get('request').locale);
      if (!listing) throw new ApiError('PLP400', `Category ${query.categoryId} was not found.`);
      return c.json(listing);
    })
    .get('/products/v2/search/productSearch', async (c) => {
      const query = readQuery(c, productSearchQuerySchema);
      return c.json(await searchProducts(c.get('db'), query, c.get('request').locale));
    })
    .get('/products/v2/search/autoSuggest', async (c) => {
      const query = readQuery(c, autoSuggestQuerySchema);
      return c.json(await suggest(c.get('db'), query, c.get('request').locale));
    });
}
