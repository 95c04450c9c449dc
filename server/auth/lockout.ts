import type { SharedState } from '../shared-state/shared-state';
import type { Clock } from './clock';

/** Five failures within 15 minutes lock a sign-in name; the fourth warns (AUT426). */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;
const WINDOW_MS = LOCK_MINUTES * 60_000;

export type FailureCode = 'AUT401' | 'AUT426' | 'AUT423';

/**
 * Failed sign-ins, counted per sign-in name whether or not an account has that name, so an
 * unknown email walks the same AUT401, AUT426, AUT423, AUT441 steps as a registered one and the
 * codes tell nothing about who is registered. The failures sit in a sliding window in the
 * shared state: a name is locked while five fall within the last 15 minutes, that is until the
 * oldest of them is 15 minutes old.
 */
export interface Lockout {
  isLocked(name: string): Promise<boolean>;
  /** Counts a failure and answers its code: AUT423 when it locks, AUT426 one before. */
  recordFailure(name: string): Promise<FailureCode>;
  /** Forgets the failures: after a successful sign-in, and after a password reset. */
  clear(name: string): Promise<void>;
}

/** A shopper's sign-in name: the normalised (trimmed, lower-case) email. */
export const shopperSignInName = (email: string) => `shopper:${email}`;

/** An editor signs in with their staff id alone (content preview). */
export const editorSignInName = (employeeId: string) => `editor:${employeeId}`;

/** An associate signs in with a store and an employee id. */
export const associateSignInName = (storeId: string, employeeId: string) =>
  `associate:${storeId}:${employeeId}`;

function failureCode(count: number): FailureCode {
  if (count >= MAX_FAILED_SIGN_INS) return 'AUT423';
  return count === MAX_FAILED_SIGN_INS - 1 ? 'AUT426' : 'AUT401';
}

export function createLockout(state: SharedState, clock: Clock): Lockout {
  const key = (name: string) => `lockout:${name}`;
  const failures = (name: string) => state.countHits(key(name), WINDOW_MS, clock.now().getTime());
  return {
    isLocked: async (name) => (await failures(name)) >= MAX_FAILED_SIGN_INS,
    async recordFailure(name) {
      await state.hit(key(name), MAX_FAILED_SIGN_INS, WINDOW_MS, clock.now().getTime());
      return failureCode(await failures(name));
    },
    clear: (name) => state.clearHits(key(name)),
  };
}
