import { eq } from 'drizzle-orm';
import type { ShopperSubject } from '../auth/subject';
import type { Database } from '../db/client';
import { consumers, type ConsumerRow } from '../db/schema';
import { ApiError } from '../http/api-error';

/** The signed-in shopper's account row, null for guests; AUT498 when it no longer exists. */
export async function loadConsumer(
  db: Database,
  subject: ShopperSubject,
  { lock = false }: { lock?: boolean } = {},
): Promise<ConsumerRow | null> {
  if (subject.type !== 'consumer') return null;
  const query = db.select().from(consumers).where(eq(consumers.id, subject.id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError('AUT498');
  return row;
}

/**
 * Loyalty rewards need a signed-in member who confirmed membership: REW401 for guests,
 * REW130 for non-members, REW135 while the opt-in is unconfirmed.
 */
export function requireLoyaltyMember(consumer: ConsumerRow | null): ConsumerRow {
  if (!consumer) throw new ApiError('REW401');
  if (!consumer.isLoyaltyMember) throw new ApiError('REW130');
  if (!consumer.loyaltyOptInDate) throw new ApiError('REW135');
  return consumer;
}
