import { z } from 'zod';
import { articleSearchQuerySchema, articleSearchResponseSchema } from '@/lib/contracts/articles';
import {
  augmentedPageSchema,
  canvasResponseSchema,
  childPagesResponseSchema,
  searchCanvasResponseSchema,
} from '@/lib/contracts/canvas-response';
import { canvasReadQuerySchema, fixedPages, footerCanvasSchema } from '@/lib/contracts/content';
import {
  compareAttributesSchema,
  footSizesSchema,
  homeCollectionsSchema,
  locationSelectorSchema,
  searchHubSchema,
  utilityLinksSchema,
} from '@/lib/contracts/content-internal';
import { showcaseQuerySchema, showcaseResponseSchema } from '@/lib/contracts/content-preview';
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
import { json, named, type NamedSchema, type Operation } from '../operation';

const canvas = named('CanvasResponse', canvasResponseSchema);
/**
 * `mode` is `publish`, or `preview` with an editor's preview grant in x-preview-token or the
 * stride_editor cookie (AUT432 without one); `previewDateTime` previews a time (docs/content.md).
 */
const canvasBase = '/{mode}/caas/v1/canvas';
const canvasErrors = ['AUT432', 'API404'] as const;

const canvasCall = (path: string, summary: string): Operation => ({
  method: 'get',
  path: `${canvasBase}/${path}`,
  summary,
  tag: 'Content',
  query: canvasReadQuerySchema,
  success: json(canvas),
  errors: canvasErrors,
});

const internal = (path: string, summary: string, reply: NamedSchema): Operation => ({
  method: 'get',
  path,
  summary,
  tag: 'Content',
  success: json(reply),
  errors: ['API404'],
});

export const contentOperations: Operation[] = [
  {
    ...canvasCall('augmentedpage/{siteId}/{page}', 'A page with its fragments and child pages'),
    success: json(
      named('AugmentedPageResponse', canvasResponseSchema.extend({ content: augmentedPageSchema })),
    ),
  },
  canvasCall('page/{siteId}/{page}', 'A CMS page canvas (site id = locale, e.g. en-us)'),
  canvasCall('category/{siteId}/{categoryId}', "A category's canvas"),
  canvasCall('product/{siteId}/{productId}', "A product's canvas"),
  {
    ...canvasCall(
      'search/{siteId}/{searchType}',
      'A search page canvas (results, no-results, hub)',
    ),
    query: canvasReadQuerySchema.extend({ q: z.string().max(200).optional() }),
    success: json(named('SearchCanvasResponse', searchCanvasResponseSchema)),
  },
  canvasCall('article/{siteId}/{slug}', 'An article canvas, by slug'),
  {
    method: 'get',
    path: '/{mode}/caas/v1/search/{siteId}',
    summary: 'Article search: a page of articles (newest or most related first) and tag counts',
    tag: 'Content',
    query: canvasReadQuerySchema.extend(articleSearchQuerySchema.shape),
    success: json(named('ArticleSearchResponse', articleSearchResponseSchema)),
    errors: ['AUT432'],
  },
  canvasCall('fragment/{fragmentId}', 'A fragment, by its global id'),
  {
    ...canvasCall('children/{siteId}/{parentPageSlug}', 'The pages under a page, by title'),
    success: json(named('ChildPagesResponse', childPagesResponseSchema)),
    errors: ['AUT432'],
  },
  {
    ...canvasCall(
      'showcase/{siteId}/{docType}',
      "The content preview viewer's list (preview only)",
    ),
    query: canvasReadQuerySchema.extend(showcaseQuerySchema.shape),
    success: json(named('ShowcaseResponse', showcaseResponseSchema)),
  },
  canvasCall('menu/{siteId}', 'The main menu'),
  canvasCall('footer/{siteId}', 'The footer'),
  canvasCall('popups/{siteId}', "The site's pop-ups"),
  canvasCall('event/{siteId}/{eventId}', 'An event, by its id (docs/events.md)'),
  canvasCall('{fixedPage}/{siteId}', `A fixed page's canvas: ${fixedPages.join(', ')}`),
  internal(
    '/fapi/components/footer',
    "The footer of the request's locale",
    named('FooterCanvas', footerCanvasSchema),
  ),
  internal(
    '/fapi/components/utility',
    "The header's utility links",
    named('UtilityLinks', utilityLinksSchema),
  ),
  internal(
    '/fapi/components/compare',
    'The attributes products are compared by',
    named('CompareAttributes', compareAttributesSchema),
  ),
  internal(
    '/fapi/components/collections',
    "The home page's product rails",
    named('HomeCollections', homeCollectionsSchema),
  ),
  internal(
    '/fapi/components/foot-sizes',
    'Shoe sizes in each system',
    named('FootSizes', footSizesSchema),
  ),
  internal(
    '/fapi/components/search-hub',
    'Popular searches and the hub canvas',
    named('SearchHub', searchHubSchema),
  ),
  internal(
    '/fapi/pages/location-selector',
    'Every locale and its home',
    named('LocationSelector', locationSelectorSchema),
  ),
  internal('/fapi/pages/{page}', "A page canvas of the request's locale", canvas),
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
