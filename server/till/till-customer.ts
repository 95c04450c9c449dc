import { eq } from 'drizzle-orm';
import type { TillCustomer } from '@/lib/contracts/till';
import type { Database } from '../db/client';
import { consumers, type ConsumerRow } from '../db/schema';

/** j•••@example.com: the till confirms who it is without reading the address out. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

export function toTillCustomer(
  consumer: Pick<ConsumerRow, 'id' | 'email' | 'firstName' | 'lastName' | 'memberId'>,
): TillCustomer {
  const name = [consumer.firstName, consumer.lastName].filter(Boolean).join(' ');
  return {
    consumerId: consumer.id,
    name: name || maskEmail(consumer.email),
    maskedEmail: maskEmail(consumer.email),
    memberId: consumer.memberId,
  };
}

export const tillCustomerColumns = {
  id: consumers.id,
  email: consumers.email,
  firstName: consumers.firstName,
  lastName: consumers.lastName,
  memberId: consumers.memberId,
};

/** The card of a consumer a bag is attached to; null once the account is gone. */
export async function loadTillCustomer(
  db: Database,
  consumerId: string | null,
): Promise<TillCustomer | null> {
  if (!consumerId) return null;
  const [row] = await db
    .select(tillCustomerColumns)
    .from(consumers)
    .where(eq(consumers.id, consumerId));
  return row ? toTillCustomer(row) : null;
}
