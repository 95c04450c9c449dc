import { Hono } from 'hono';
import { z } from 'zod';
import { canvasSlugSchema, pageCanvasSchema } from '@/lib/contracts/content';
import type { Clock } from '../auth/clock';
import { popularSearches } from '../catalog/search-queries';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readParams } from '../http/validation';
import { readCanvas } from './canvases';
import {
  compareAttributes,
  footSizes,
  homeCollections,
  locationSelector,
  publishedDocument,
  readFooter,
  utilityLinks,
} from './internal-content';

const POPULAR_SEARCHES_IN_HUB = 8;

/**
 * The storefront's internal calls (spec 001 section 7, "Internal"): published content and the
 * store's own data for the request's locale (the x-locale header). The size chart is served
 * with the product page's calls (server/catalog/product-page-routes.ts).
 */
export function internalContentRoutes({ clock }: { clock: Clock }) {
  return new Hono<ApiEnv>()
    .get('/fapi/components/footer', async (c) => {
      const footer = await readFooter(c.get('db'), c.get('request').locale, clock.now());
      if (!footer) throw new ApiError('API404', 'No footer is published for this locale.');
      return c.json(footer);
    })
    .get('/fapi/components/utility', (c) => c.json(utilityLinks(c.get('request').locale)))
    .get('/fapi/components/compare', async (c) =>
      c.json(await compareAttributes(c.get('db'), c.get('request').locale)),
    )
    .get('/fapi/components/collections', async (c) =>
      c.json(await homeCollections(c.get('db'), c.get('request').locale, clock.now())),
    )
    .get('/fapi/components/foot-sizes', (c) => c.json(footSizes()))
    .get('/fapi/components/search-hub', async (c) => {
      const { locale } = c.get('request');
      const db = c.get('db');
      const [popular, canvas] = await Promise.all([
        popularSearches(db, locale, '', POPULAR_SEARCHES_IN_HUB),
        publishedDocument(
          db,
          { siteId: locale, type: 'search', key: 'hub' },
          pageCanvasSchema,
          clock.now(),
        ),
      ]);
      return c.json({ popularSearches: popular, canvas });
    })
    .get('/fapi/pages/location-selector', (c) => c.json(locationSelector(c.get('request').locale)))
    .get('/fapi/pages/:page', async (c) => {
      const { page } = readParams(c, z.object({ page: canvasSlugSchema }));
      const siteId = c.get('request').locale;
      const reply = await readCanvas(
        c.get('db'),
        { siteId, type: 'page', key: page },
        { mode: 'publish', now: clock.now() },
      );
      if (!reply) throw new ApiError('API404', `No page canvas ${page} for site ${siteId}.`);
      return c.json(reply);
    });
}
