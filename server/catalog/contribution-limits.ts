import type { Clock } from '../auth/clock';
import { ApiError } from '../http/api-error';
import { createRateLimiter, type RateLimiter } from '../security/rate-limit';
import type { SharedState } from '../shared-state/shared-state';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * How much one shopper (a guest or consumer session) and one client address may contribute.
 * A new guest session costs one call, so the per-address limits are what bound a script; they
 * are a few times the per-shopper ones, for a household or an office behind one address.
 */
export const CONTRIBUTION_LIMITS = {
  /** Reviews, questions and answers together. */
  writes: { perShopper: 5, perAddress: 20, windowMs: HOUR },
  /** Helpful votes on reviews and answers together. */
  votes: { perShopper: 30, perAddress: 60, windowMs: HOUR },
  /** Votes on one review or answer from one address: a household, not a crowd. */
  votesPerItem: { perAddress: 3, windowMs: DAY },
  flags: { perShopper: 10, perAddress: 20, windowMs: HOUR },
  /** Only the first flag on a review from an address counts towards hiding it. */
  countedFlag: { windowMs: 30 * DAY },
} as const;

export type ContributionKind = 'writes' | 'votes' | 'flags';

export interface ContributionLimits {
  /** Counts one contribution; AUT403 when the shopper or the address is over its limit. */
  take(kind: ContributionKind, shopper: string, address: string): Promise<void>;
  /** Counts a vote on one review or answer from an address; AUT403 past the household limit. */
  takeVoteOn(itemId: string, address: string): Promise<void>;
  /** Whether this is the first flag on the review from the address, the one that counts. */
  isFirstFlagFrom(reviewId: string, address: string): Promise<boolean>;
}

function tooMany(): ApiError {
  return new ApiError('AUT403', 'Too many attempts. Try again later.');
}

export function createContributionLimits(state: SharedState, clock: Clock): ContributionLimits {
  const now = () => clock.now().getTime();
  const limiter = (name: string, limit: number, windowMs: number): RateLimiter =>
    createRateLimiter({ name, limit, windowMs, state, now });
  const pair = (kind: ContributionKind) => {
    const { perShopper, perAddress, windowMs } = CONTRIBUTION_LIMITS[kind];
    return {
      shopper: limiter(`${kind}-per-shopper`, perShopper, windowMs),
      address: limiter(`${kind}-per-address`, perAddress, windowMs),
    };
  };
  const limiters = { writes: pair('writes'), votes: pair('votes'), flags: pair('flags') };
  const votesPerItem = limiter(
    'votes-per-item-address',
    CONTRIBUTION_LIMITS.votesPerItem.perAddress,
    CONTRIBUTION_LIMITS.votesPerItem.windowMs,
  );
  const countedFlags = limiter('counted-flag', 1, CONTRIBUTION_LIMITS.countedFlag.windowMs);
  return {
    async take(kind, shopper, address) {
      const { shopper: perShopper, address: perAddress } = limiters[kind];
      if (!(await perShopper.take(shopper)) || !(await perAddress.take(address))) throw tooMany();
    },
    async takeVoteOn(itemId, address) {
      if (!(await votesPerItem.take(`${itemId}:${address}`))) throw tooMany();
    },
    isFirstFlagFrom: (reviewId, address) => countedFlags.take(`${reviewId}:${address}`),
  };
}
