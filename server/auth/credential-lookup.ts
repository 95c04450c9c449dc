import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consumers, storeEmployees } from '../db/schema';
import type { SignInTarget } from './credential-check';
import {
  clearEmployeeLockout,
  clearLockout,
  recordConsumerFailure,
  recordEmployeeFailure,
} from './lockout';

export async function findConsumerTarget(
  db: Database,
  email: string,
): Promise<(SignInTarget & { consumerId: string }) | undefined> {
  const [consumer] = await db
    .select({
      id: consumers.id,
      passwordHash: consumers.passwordHash,
      failedSignInCount: consumers.failedSignInCount,
      lockedUntil: consumers.lockedUntil,
    })
    .from(consumers)
    .where(eq(consumers.email, email))
    .limit(1);
  if (!consumer) return undefined;
  return {
    consumerId: consumer.id,
    account: consumer,
    recordFailure: (now) => recordConsumerFailure(db, consumer.id, now),
    clearFailures: () => clearLockout(db, consumer.id),
  };
}

export async function findEmployeeTarget(
  db: Database,
  storeId: string,
  employeeId: string,
): Promise<(SignInTarget & { name: string }) | undefined> {
  const [employee] = await db
    .select()
    .from(storeEmployees)
    .where(and(eq(storeEmployees.id, employeeId), eq(storeEmployees.storeId, storeId)))
    .limit(1);
  if (!employee) return undefined;
  return {
    name: employee.name,
    account: employee,
    recordFailure: (now) => recordEmployeeFailure(db, employee.id, now),
    clearFailures: () => clearEmployeeLockout(db, employee.id),
  };
}
