import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consumers } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { RefreshOwner } from './refresh-tokens';
import type { ConsumerSubject, ShopperSubject } from './subject';

/** The consumer as a token subject; AUT498 when the account no longer exists. */
export async function consumerSubject(
  db: Database,
  consumerId: string,
  sessionId: string,
): Promise<ConsumerSubject> {
  const [consumer] = await db
    .select({ consumerType: consumers.consumerType })
    .from(consumers)
    .where(eq(consumers.id, consumerId))
    .limit(1);
  if (!consumer) throw new ApiError('AUT498');
  return { type: 'consumer', id: consumerId, consumerType: consumer.consumerType, sessionId };
}

/** Who a refresh-token family speaks for, as the subject of its next access token. */
export async function subjectOfRefreshOwner(
  db: Database,
  owner: RefreshOwner,
  sessionId: string,
): Promise<ShopperSubject> {
  if (owner.subjectType === 'guest') {
    return { type: 'guest', id: owner.subjectId, consumerType: 'GUEST', sessionId };
  }
  if (owner.subjectType === 'consumer') return consumerSubject(db, owner.subjectId, sessionId);
  // Associates never receive refresh tokens; one naming an agent was not issued by us.
  throw new ApiError('AUT404');
}
