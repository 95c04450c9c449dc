import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import type { SharedState } from './shared-state';

// One round trip, atomic: drop hits older than the window, refuse at the limit, else record.
const SLIDING_WINDOW_HIT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

export type RedisConnection = Awaited<ReturnType<typeof connectRedis>>;

/** Shared state in Redis, under `prefix` so several stores can share one server. */
export function createRedisState(client: RedisConnection, prefix = 'stride:'): SharedState {
  return {
    async hit(key, limit, windowMs, now) {
      const allowed = await client.eval(SLIDING_WINDOW_HIT, {
        keys: [`${prefix}hits:${key}`],
        arguments: [String(now), String(windowMs), String(limit), `${now}:${randomUUID()}`],
      });
      return allowed === 1;
    },
    async countHits(key, windowMs, now) {
      // Scores are hit times; those at or before now - windowMs have left the window.
      return client.zCount(`${prefix}hits:${key}`, `(${now - windowMs}`, '+inf');
    },
    async clearHits(key) {
      await client.del(`${prefix}hits:${key}`);
    },
    async put(key, value, ttlMs) {
      await client.set(`${prefix}value:${key}`, value, { PX: Math.max(1, Math.ceil(ttlMs)) });
    },
    async read(key) {
      const value = await client.get(`${prefix}value:${key}`);
      return typeof value === 'string' ? value : null;
    },
  };
}

/** Connects to REDIS_URL; the client reconnects by itself after a drop. */
export async function connectRedis(url: string, onError: (error: unknown) => void) {
  const client = createClient({ url });
  client.on('error', onError);
  await client.connect();
  return client;
}
