import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consumers, storeEmployees } from '../db/schema';

/** Five failures in a row lock sign-in for 15 minutes; the fourth warns (AUT426). */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;

export interface LockState {
  failedSignInCount: number;
  lockedUntil: Date | null;
}

export type FailureCode = 'AUT401' | 'AUT426' | 'AUT423';

export function isLocked(state: LockState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil > now;
}

type LockableTable = typeof consumers | typeof storeEmployees;

/**
 * The SET clause for one more failure, computed by the database from the row's current
 * values so that simultaneous wrong passwords all count. A lock that has run out starts the
 * count again from one.
 */
function failureUpdate(table: LockableTable, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString();
  const count = sql<number>`case when ${table.lockedUntil} is not null and ${table.lockedUntil} <= ${at} then 1 else ${table.failedSignInCount} + 1 end`;
  return {
    failedSignInCount: count,
    lockedUntil: sql<Date | null>`case when ${count} >= ${MAX_FAILED_SIGN_INS} then ${lockUntil}::timestamptz else null end`,
  };
}

function failureCode(count: number): FailureCode {
  if (count >= MAX_FAILED_SIGN_INS) return 'AUT423';
  return count === MAX_FAILED_SIGN_INS - 1 ? 'AUT426' : 'AUT401';
}

export async function recordConsumerFailure(
  db: Database,
  consumerId: string,
  now: Date,
): Promise<FailureCode> {
  const [row] = await db
    .update(consumers)
    .set(failureUpdate(consumers, now))
    .where(eq(consumers.id, consumerId))
    .returning({ count: consumers.failedSignInCount });
  return failureCode(row?.count ?? 1);
}

export async function recordEmployeeFailure(
  db: Database,
  employeeId: string,
  now: Date,
): Promise<FailureCode> {
  const [row] = await db
    .update(storeEmployees)
    .set(failureUpdate(storeEmployees, now))
    .where(eq(storeEmployees.id, employeeId))
    .returning({ count: storeEmployees.failedSignInCount });
  return failureCode(row?.count ?? 1);
}

/**
 * Unlocks a consumer and forgets past failures: after a successful sign-in and after a
 * password reset (which is how a locked-out shopper gets back in before the lock runs out).
 */
export async function clearLockout(db: Database, consumerId: string): Promise<void> {
  await db
    .update(consumers)
    .set({ failedSignInCount: 0, lockedUntil: null })
    .where(eq(consumers.id, consumerId));
}

export async function clearEmployeeLockout(db: Database, employeeId: string): Promise<void> {
  await db
    .update(storeEmployees)
    .set({ failedSignInCount: 0, lockedUntil: null })
    .where(eq(storeEmployees.id, employeeId));
}
