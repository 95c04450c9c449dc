import { getEnv, type Env } from '../../config/env';
import { createDhlCollectionPoints } from './dhl';
import { offlineCollectionPoints } from './offline';
import type { CollectionPointProvider } from './provider';

export type CollectionPointSource = 'offline' | 'dhl';

/**
 * Where this deployment finds collection points: DHL when configured with its key, the seeded
 * points in the demo, and nowhere otherwise, which hides the choice from the bag. A production
 * start refuses COLLECTION_POINTS_PROVIDER=dhl without DHL_API_KEY (config/readiness.ts).
 */
export function collectionPointSourceOf(
  env: Pick<Env, 'DEMO_MODE' | 'COLLECTION_POINTS_PROVIDER' | 'DHL_API_KEY'>,
): CollectionPointSource | null {
  if (env.COLLECTION_POINTS_PROVIDER === 'dhl' && env.DHL_API_KEY) return 'dhl';
  return env.DEMO_MODE ? 'offline' : null;
}

/** The provider the settings choose, or null when collection points are not offered. */
export function collectionPointProviderFromEnv(env: Env): CollectionPointProvider | null {
  switch (collectionPointSourceOf(env)) {
    case 'dhl':
      return createDhlCollectionPoints({ apiKey: env.DHL_API_KEY! });
    case 'offline':
      return offlineCollectionPoints;
    case null:
      return null;
  }
}

/** Whether bag lines may choose a collection point (method pudo) under these settings. */
export function collectionPointsOffered(env: Env = getEnv()): boolean {
  return collectionPointSourceOf(env) !== null;
}
