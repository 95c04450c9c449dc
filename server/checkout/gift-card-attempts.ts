import { ApiError } from '../http/api-error';
import { sha256Base64Url } from '../security/secret-token';
import type { SharedState } from '../shared-state/shared-state';
import { isInvalidGiftCard } from './gift-cards';

const MINUTE = 60_000;

/**
 * Wrong numbers or PINs (GFC700) allowed per key within its window; the one that reaches the
 * limit locks that key's gift card checks for the window. Only failures count: successes never
 * clear them, or a shopper could reset the count with a card of their own between guesses.
 */
export const GIFT_CARD_ATTEMPT_LIMITS = {
  /** One card: its PIN cannot be guessed from many addresses or sessions at once. */
  card: { failures: 5, windowMs: 60 * MINUTE },
  /** One guest or consumer session. */
  shopper: { failures: 10, windowMs: 15 * MINUTE },
  /** One client address: numbers cannot be enumerated with one PIN from one place. */
  address: { failures: 20, windowMs: 15 * MINUTE },
} as const;

type Scope = keyof typeof GIFT_CARD_ATTEMPT_LIMITS;

/** Who tries a gift card: the number, the session subject and the client's address. */
export interface GiftCardAttempt {
  number: string;
  shopper: string;
  address: string;
}

export interface GiftCardAttempts {
  /**
   * Runs a number-and-PIN check (a balance lookup, adding the card) unless the card, shopper or
   * address is locked (AUT403, as the sign-in limits answer), and counts it when the card was
   * invalid.
   */
  check<T>(attempt: GiftCardAttempt, run: () => Promise<T>): Promise<T>;
}

export function createGiftCardAttempts(state: SharedState, now: () => number): GiftCardAttempts {
  // The shared state (Redis) never sees a card number, only its hash.
  const keysOf = (attempt: GiftCardAttempt): [Scope, string][] => [
    ['card', sha256Base64Url(attempt.number)],
    ['shopper', attempt.shopper],
    ['address', attempt.address],
  ];
  const lockKey = (scope: Scope, key: string) => `gift-card-lock:${scope}:${key}`;
  const failureKey = (scope: Scope, key: string) => `gift-card-failures:${scope}:${key}`;

  // The lock holds the time it ends, so it follows the injected clock as the counters do.
  const isLocked = async (scope: Scope, key: string) =>
    Number(await state.read(lockKey(scope, key))) > now();

  const recordFailure = async (scope: Scope, key: string) => {
    const { failures, windowMs } = GIFT_CARD_ATTEMPT_LIMITS[scope];
    // hit refuses once `failures - 1` are counted: this failure is the one that reaches the limit.
    if (await state.hit(failureKey(scope, key), failures - 1, windowMs, now())) return;
    await state.put(lockKey(scope, key), String(now() + windowMs), windowMs);
    await state.clearHits(failureKey(scope, key));
  };

  return {
    async check(attempt, run) {
      const keys = keysOf(attempt);
      const locked = await Promise.all(keys.map(([scope, key]) => isLocked(scope, key)));
      if (locked.some(Boolean)) {
        throw new ApiError('AUT403', 'Too many gift card attempts. Try again later.');
      }
      try {
        return await run();
      } catch (error) {
        if (isInvalidGiftCard(error)) {
          await Promise.all(keys.map(([scope, key]) => recordFailure(scope, key)));
        }
        throw error;
      }
    },
  };
}
