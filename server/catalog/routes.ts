import { Hono } from 'hono';
import type { ApiEnv } from '../http/context';
import type { CatalogDependencies } from './catalog-dependencies';
import { productPageRoutes } from './product-page-routes';
import { productRoutes } from './product-routes';
import { reviewRoutes } from './review-routes';

/** The product service: products, listings and search, reviews and the product page's calls. */
export function catalogRoutes(deps: CatalogDependencies) {
  return new Hono<ApiEnv>()
    .route('/', productRoutes())
    .route('/', reviewRoutes(deps))
    .route('/', productPageRoutes(deps));
}
