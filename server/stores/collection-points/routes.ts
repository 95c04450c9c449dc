import { Hono } from 'hono';
import {
  collectionPointSearchRequestSchema,
  type CollectionPointSearchResponse,
} from '@/lib/contracts/collection-points';
import type { Clock } from '../../auth/clock';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/context';
import { readJsonBody } from '../../http/validation';
import { createRateLimiter } from '../../security/rate-limit';
import type { SharedState } from '../../shared-state/shared-state';
import { CollectionPointsUnavailable, type CollectionPointProvider } from './provider';

/**
 * Searches per client address a minute: a shopper trying a few postal codes stays well under
 * it; a script copying the carrier's network through us does not.
 */
export const COLLECTION_POINT_SEARCHES_PER_MINUTE = 30;

export interface CollectionPointDependencies {
  clock: Clock;
  state: SharedState;
  /** Null when this deployment offers no collection points (configuration.ts). */
  provider: CollectionPointProvider | null;
}

/** POST /stores/v1/collectionPoints (spec 001 section 7). */
export function collectionPointRoutes({ clock, state, provider }: CollectionPointDependencies) {
  const perAddress = createRateLimiter({
    name: 'collection-points',
    state,
    limit: COLLECTION_POINT_SEARCHES_PER_MINUTE,
    windowMs: 60_000,
    now: () => clock.now().getTime(),
  });
  return new Hono<ApiEnv>().post('/stores/v1/collectionPoints', async (c) => {
    if (!provider) throw new ApiError('STR403');
    if (!(await perAddress.take(c.get('clientAddress')))) throw new ApiError('STR429');
    const request = await readJsonBody(c, collectionPointSearchRequestSchema);
    try {
      const reply: CollectionPointSearchResponse = {
        collectionPoints: await provider.search(c.get('db'), request),
      };
      return c.json(reply);
    } catch (error) {
      if (!(error instanceof CollectionPointsUnavailable)) throw error;
      c.get('log').warn({ err: error }, 'collection point search failed');
      throw new ApiError('STR503');
    }
  });
}
