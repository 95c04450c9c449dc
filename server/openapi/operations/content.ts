import { canvasResponseSchema } from '@/lib/contracts/canvas-response';
import { serverTimeResponseSchema } from '@/lib/contracts/auth';
import {
  storeEmployeesResponseSchema,
  storeSearchRequestSchema,
  storeSearchResponseSchema,
} from '@/lib/contracts/stores';
import { countryListResponseSchema, storeListResponseSchema } from '@/lib/contracts/utilities';
import {
  collectionPointSearchRequestSchema,
  collectionPointSearchResponseSchema,
} from '@/lib/contracts/collection-points';
import { storesQuery } from '../../utilities/routes';
import { json, named, type Operation } from '../operation';

const canvas = named('CanvasResponse', canvasResponseSchema);
/** `mode` is `publish`, or `preview` with the x-preview-token header (AUT432 without it). */
const canvasBase = '/{mode}/caas/v1/canvas';

export const contentOperations: Operation[] = [
  {
    method: 'get',
    path: `${canvasBase}/page/{siteId}/{page}`,
    summary: 'A CMS page canvas (site id = locale, e.g. en-us)',
    tag: 'Content',
    success: json(canvas),
    errors: ['AUT432'],
  },
  {
    method: 'get',
    path: `${canvasBase}/category/{siteId}/{categoryId}`,
    summary: "A category's canvas",
    tag: 'Content',
    success: json(canvas),
    errors: ['AUT432'],
  },
  {
    method: 'get',
    path: `${canvasBase}/menu/{siteId}`,
    summary: 'The main menu',
    tag: 'Content',
    success: json(canvas),
    errors: ['AUT432'],
  },
  {
    method: 'get',
    path: `${canvasBase}/footer/{siteId}`,
    summary: 'The footer',
    tag: 'Content',
    success: json(canvas),
    errors: ['AUT432'],
  },
  {
    method: 'get',
    path: '/fapi/server/time',
    summary: "The server's clock",
    tag: 'Utilities',
    success: json(named('ServerTimeResponse', serverTimeResponseSchema)),
  },
  {
    method: 'get',
    path: '/consumers-v3/utilities/countryList',
    summary: 'Countries with dial codes and phone masks',
    tag: 'Utilities',
    success: json(named('CountryListResponse', countryListResponseSchema)),
  },
  {
    method: 'get',
    path: '/consumers-v3/utilities/stores',
    summary: 'The stores, optionally of one country',
    tag: 'Stores',
    query: storesQuery,
    success: json(named('StoreListResponse', storeListResponseSchema)),
  },
  {
    method: 'post',
    path: '/stores/v1/search',
    summary: 'Stores nearest first',
    tag: 'Stores',
    body: named('StoreSearchRequest', storeSearchRequestSchema),
    success: json(named('StoreSearchResponse', storeSearchResponseSchema)),
  },
  {
    method: 'get',
    path: '/consumers-v3/utilities/stores/{storeId}/employees',
    summary: "A store's associates",
    tag: 'Stores',
    success: json(named('StoreEmployeesResponse', storeEmployeesResponseSchema)),
    errors: ['STR404'],
  },
  {
    method: 'post',
    path: '/stores/v1/collectionPoints',
    summary: "Carriers' collection points near a postal code or coordinates, nearest first",
    tag: 'Stores',
    body: named('CollectionPointSearchRequest', collectionPointSearchRequestSchema),
    success: json(named('CollectionPointSearchResponse', collectionPointSearchResponseSchema)),
    errors: ['STR403', 'STR429', 'STR503'],
  },
];
