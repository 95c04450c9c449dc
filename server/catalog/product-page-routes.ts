import { Hono } from 'hono';
import { z } from 'zod';
import { productIdSchema } from '@/lib/contracts/ids';
import { stockNotificationRequestSchema } from '@/lib/contracts/notifications';
import { productSetsQuerySchema } from '@/lib/contracts/product-sets';
import { widgetRecommendationsQuerySchema } from '@/lib/contracts/recommendations';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams, readQuery } from '../http/validation';
import { createRateLimiter } from '../security/rate-limit';
import type { CatalogDependencies } from './catalog-dependencies';
import { getProductSet, getProductSetsOf } from './product-sets';
import { getWidgetRecommendations } from './recommendations';
import { requireProduct } from './require-product';
import { getSizeChart } from './size-charts';
import { requestStockNotification } from './stock-notifications';

/**
 * Back-in-stock requests each end in a mail to an address anyone can type, so they are limited
 * per client address and per recipient: a script cannot fill a stranger's inbox, a shopper
 * still asks for a few sizes.
 */
export const NOTIFY_ME_LIMITS = {
  perAddress: { limit: 5, windowMs: 10 * 60_000 },
  perRecipient: { limit: 5, windowMs: 60 * 60_000 },
} as const;

/** Calls around the product page: notify me, size chart, product sets, recommendations. */
export function productPageRoutes({ state, clock }: CatalogDependencies) {
  const now = () => clock.now().getTime();
  const perAddress = createRateLimiter({
    name: 'notify-me-per-address',
    ...NOTIFY_ME_LIMITS.perAddress,
    state,
    now,
  });
  const perRecipient = createRateLimiter({
    name: 'notify-me-per-recipient',
    ...NOTIFY_ME_LIMITS.perRecipient,
    state,
    now,
  });

  return new Hono<ApiEnv>()
    .put('/products/v1/notifications', async (c) => {
      const body = await readJsonBody(c, stockNotificationRequestSchema);
      // The address is counted first, so a refused recipient still costs the caller.
      if (
        !(await perAddress.take(c.get('clientAddress'))) ||
        !(await perRecipient.take(body.email))
      ) {
        throw new ApiError('AUT403', 'Too many attempts. Try again later.');
      }
      return c.json(await requestStockNotification(c.get('db'), body));
    })
    .get('/fapi/components/size-chart/:productType', (c) => {
      const { productType } = readParams(c, z.object({ productType: z.string().max(40) }));
      const chart = getSizeChart(productType, c.get('request').locale);
      if (!chart) throw new ApiError('API404', `No size chart for ${productType}.`);
      return c.json(chart);
    })
    .get('/products/v2/products/:productId/productSets', async (c) => {
      const { productId } = readParams(c, z.object({ productId: productIdSchema }));
      const { excludeSelf } = readQuery(c, productSetsQuerySchema);
      await requireProduct(c.get('db'), productId);
      const sets = await getProductSetsOf(
        c.get('db'),
        productId,
        c.get('request').locale,
        excludeSelf,
      );
      return c.json({ productId, productSets: sets });
    })
    .get('/products/v2/products/:productSetId/productSet', async (c) => {
      const { productSetId } = readParams(c, z.object({ productSetId: productIdSchema }));
      const set = await getProductSet(c.get('db'), productSetId, c.get('request').locale);
      if (!set) throw new ApiError('PLP400', `Product set ${productSetId} was not found.`);
      return c.json(set);
    })
    .get('/products/v1/widgetRecommendations', async (c) => {
      const query = readQuery(c, widgetRecommendationsQuerySchema);
      const reply = await getWidgetRecommendations(c.get('db'), query, c.get('request').locale);
      if (!reply) throw new ApiError('PLP400', 'None of the products was found.');
      return c.json(reply);
    });
}
