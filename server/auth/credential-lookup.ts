import { and, arrayContains, eq } from 'drizzle-orm';
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

/**
 * An associate of the store, with the store's name; undefined for an unknown store too, and
 * for staff without the associate role (an editor does not run the till).
 */
export async function findAssociateCredentials(db: Database, storeId: string, employeeId: string) {
  const [associate] = await db
    .select({
      name: storeEmployees.name,
      storeName: stores.name,
      passwordHash: storeEmployees.passwordHash,
    })
    .from(storeEmployees)
    .innerJoin(stores, eq(stores.id, storeEmployees.storeId))
    .where(
      and(
        eq(storeEmployees.id, employeeId),
        eq(storeEmployees.storeId, storeId),
        arrayContains(storeEmployees.roles, ['associate']),
      ),
    )
    .limit(1);
  return associate;
}

/** A staff account with the editor role; undefined for any other id, as for an unknown one. */
export async function findEditorCredentials(db: Database, employeeId: string) {
  const [editor] = await db
    .select({ name: storeEmployees.name, passwordHash: storeEmployees.passwordHash })
    .from(storeEmployees)
    .where(and(eq(storeEmployees.id, employeeId), arrayContains(storeEmployees.roles, ['editor'])))
    .limit(1);
  return editor;
}
