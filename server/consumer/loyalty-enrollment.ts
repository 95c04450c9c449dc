import { randomInt } from 'node:crypto';
import { and, eq, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { consumers, type ConsumerRow } from '../db/schema';
import { requireConsumerRow } from './consumer-row';

/** 'M' and ten random digits, the form sign-up gives members. */
function memberNumber(): string {
  return `M${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

const NUMBER_ATTEMPTS = 5;
const holder = alias(consumers, 'member_id_holder');

/**
 * Makes the consumer a loyalty member, once: a member keeps their number and opt-in date, and
 * a former member gets their old number back. A new number is taken only while no one holds
 * it, so a clash (about 1 in 10^10) retries instead of failing on the unique index.
 */
export async function enrollInLoyalty(
  db: Database,
  consumer: ConsumerRow,
  now: Date,
): Promise<ConsumerRow> {
  if (consumer.isLoyaltyMember) return consumer;
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const memberId = consumer.memberId ?? memberNumber();
    const [enrolled] = await db
      .update(consumers)
      .set({ isLoyaltyMember: true, memberId, loyaltyOptInDate: now, updatedAt: now })
      .where(
        and(
          eq(consumers.id, consumer.id),
          eq(consumers.isLoyaltyMember, false),
          notExists(
            db
              .select({ id: holder.id })
              .from(holder)
              .where(and(eq(holder.memberId, memberId), ne(holder.id, consumer.id))),
          ),
        ),
      )
      .returning();
    if (enrolled) return enrolled;
    // Nothing changed: either a parallel request enrolled them first, or the number clashed.
    const current = await requireConsumerRow(db, consumer.id);
    if (current.isLoyaltyMember) return current;
  }
  throw new Error(`No free member number after ${NUMBER_ATTEMPTS} attempts`);
}
