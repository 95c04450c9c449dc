import { ApiError } from '../http/api-error';
import { spendPasswordCheck, verifyPassword } from '../security/password-hash';
import { isLocked, type FailureCode, type LockState } from './lockout';

export interface LockableAccount extends LockState {
  passwordHash: string | null;
}

/** An account found by its sign-in name, with how to count its failures. */
export interface SignInTarget {
  account: LockableAccount;
  recordFailure(now: Date): Promise<FailureCode>;
  clearFailures(): Promise<void>;
}

/**
 * Checks a password against an account under the lockout rules (spec 000 section 8):
 * AUT401 for a wrong password, AUT426 on the last try before the lock, AUT423 when this
 * failure locks, AUT441 for any attempt while locked, even with the right password. An
 * unknown account (or one without a password) costs the same time and answers AUT401 too.
 * Resolves to the target when the password is right.
 */
export async function checkCredentials<T extends SignInTarget>(
  target: T | undefined,
  password: string,
  now: Date,
): Promise<T> {
  const passwordHash = target?.account.passwordHash;
  if (!target || !passwordHash) {
    await spendPasswordCheck(password);
    throw new ApiError('AUT401');
  }
  const { account } = target;
  if (isLocked(account, now)) throw new ApiError('AUT441');
  if (!(await verifyPassword(password, passwordHash))) {
    throw new ApiError(await target.recordFailure(now));
  }
  if (account.failedSignInCount > 0 || account.lockedUntil) await target.clearFailures();
  return target;
}
