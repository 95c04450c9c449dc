import 'server-only';
import { getEnv } from '../config/env';
import { logger } from '../http/logger';
import { createMemoryState } from './memory-state';
import { connectRedis, createRedisState } from './redis-state';
import type { SharedState } from './shared-state';

export type { SharedState } from './shared-state';

// On globalThis, like the database, so development reloads keep one connection and one map.
const holder = globalThis as typeof globalThis & { __strideSharedState?: SharedState };

/**
 * The process's shared state: Redis when REDIS_URL is set, else memory. The Redis connection
 * opens on first use, and each call waits for it.
 */
export function getSharedState(): SharedState {
  if (holder.__strideSharedState) return holder.__strideSharedState;
  const url = getEnv().REDIS_URL;
  if (!url) {
    holder.__strideSharedState = createMemoryState();
    return holder.__strideSharedState;
  }
  const connected = connectRedis(url, (error) =>
    logger.error({ err: error }, 'redis connection error'),
  ).then((client) => createRedisState(client));
  holder.__strideSharedState = {
    hit: async (...args) => (await connected).hit(...args),
    countHits: async (...args) => (await connected).countHits(...args),
    clearHits: async (key) => (await connected).clearHits(key),
    put: async (...args) => (await connected).put(...args),
    read: async (key) => (await connected).read(key),
  };
  return holder.__strideSharedState;
}
