import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consumers, type ConsumerRow } from '../db/schema';
import { ApiError } from '../http/api-error';

/** The signed-in consumer's row; AUT498 when the token is valid but its account is gone. */
export async function requireConsumerRow(db: Database, consumerId: string): Promise<ConsumerRow> {
  const [consumer] = await db.select().from(consumers).where(eq(consumers.id, consumerId)).limit(1);
  // The client clears its state on AUT498 instead of refreshing a session that cannot recover.
  if (!consumer) throw new ApiError('AUT498');
  return consumer;
}
