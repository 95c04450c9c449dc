import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consumers, storeEmployees, stores } from '../db/schema';

export async function findConsumerCredentials(db: Database, email: string) {
  const [consumer] = await db
    .select({ consumerId: consumers.id, passwordHash: consumers.passwordHash })
    .from(consumers)
    .where(eq(consumers.email, email))
    .limit(1);
  return consumer;
}

/** An associate of the store, with the store's name; undefined for an unknown store too. */
export async function findAssociateCredentials(db: Database, storeId: string, employeeId: string) {
  const [associate] = await db
    .select({
      name: storeEmployees.name,
      storeName: stores.name,
      passwordHash: storeEmployees.passwordHash,
    })
    .from(storeEmployees)
    .innerJoin(stores, eq(stores.id, storeEmployees.storeId))
    .where(and(eq(storeEmployees.id, employeeId), eq(storeEmployees.storeId, storeId)))
    .limit(1);
  return associate;
}
