import { ApiError } from '../http/api-error';
import { spendPasswordCheck, verifyPassword } from '../security/password-hash';
import type { Lockout } from './lockout';

/** An account found by its sign-in name; without a password hash it cannot sign in. */
export interface PasswordAccount {
  passwordHash: string | null;
}

async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(password, passwordHash);
  await spendPasswordCheck(password);
  return false;
}

/**
 * Checks a password under the lockout rules: AUT401 for a wrong password, AUT426 on the last
 * try before the lock, AUT423 when this failure locks, AUT441 for any attempt while locked,
 * even with the right password. An unknown name (no account, or one without a password) walks
 * the same codes. Every outcome spends exactly one password check and the same shared-state
 * calls, so neither reply nor timing tells whether the name exists. Resolves to the account
 * when the password is right.
 */
export async function checkCredentials<T extends PasswordAccount>(
  lockout: Lockout,
  name: string,
  account: T | undefined,
  password: string,
): Promise<T> {
  const locked = await lockout.isLocked(name);
  const matches = await passwordMatches(account?.passwordHash ?? null, password);
  if (locked) throw new ApiError('AUT441');
  if (!account || !matches) throw new ApiError(await lockout.recordFailure(name));
  await lockout.clear(name);
  return account;
}
