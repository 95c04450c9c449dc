import 'server-only';
import { randomUUID } from 'node:crypto';
import { getEnv } from '@/server/config/env';
import { getApi } from '@/server/runtime';
import type { Locale } from '@/lib/i18n/locales';
import { createArticlesClient } from '@/services/articles';
import { createCaasClient } from '@/services/caas';
import { createCheckoutClient } from '@/services/checkout';
import { createProductsClient } from '@/services/products';
import { createReviewsClient } from '@/services/reviews';
import { createStoresClient } from '@/services/stores';
import { createTransport } from '@/services/transport';
import { createUtilitiesClient } from '@/services/utilities';
import { readSharedFavorites } from '@/services/wishlists';

/**
 * Clients for server components. With no COMMERCE_API_URL the API runs in this process and
 * is called without a network hop.
 */
export function getServerCommerce(locale: Locale) {
  const env = getEnv();
  const remote = env.COMMERCE_API_URL;
  const request = createTransport({
    baseUrl: remote ? `${remote.replace(/\/$/, '')}/api` : 'http://in-process/api',
    fetch: remote ? (req) => fetch(req) : async (req) => (await getApi()).fetch(req),
    brand: env.BRAND,
    locale,
    channel: 'ECOMM',
    // Server renders are shared by every shopper (they are cached), so they carry no session.
    sessionId: `server-render-${randomUUID()}`,
  });
  return {
    products: createProductsClient(request),
    reviews: createReviewsClient(request),
    caas: createCaasClient(request),
    articles: createArticlesClient(request),
    checkout: createCheckoutClient(request),
    stores: createStoresClient(request),
    utilities: createUtilitiesClient(request),
    sharedFavorites: (token: string, headers?: Record<string, string>) =>
      readSharedFavorites(request, token, headers),
  };
}
