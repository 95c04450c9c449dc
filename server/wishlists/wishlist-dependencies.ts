import type { AuthDependencies } from '../auth/auth-dependencies';
import type { Clock } from '../auth/clock';
import { createRateLimiter, type RateLimiter } from '../security/rate-limit';

/**
 * Shared-list reads per client address. Tokens carry 256 bits and cannot be guessed; the limit
 * keeps anyone from trying all the same.
 */
export const SHARED_LIST_READS_PER_MINUTE = 30;

export interface WishlistDependencies {
  clock: Clock;
  sharedListReads: RateLimiter;
}

export function resolveWishlistDependencies({
  clock,
  state,
}: Pick<AuthDependencies, 'clock' | 'state'>): WishlistDependencies {
  return {
    clock,
    sharedListReads: createRateLimiter({
      name: 'shared-favorites',
      state,
      limit: SHARED_LIST_READS_PER_MINUTE,
      windowMs: 60_000,
      now: () => clock.now().getTime(),
    }),
  };
}
