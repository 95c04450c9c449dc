import type { Context } from 'hono';
import { requireConsumer } from '../auth/session';
import type { ConsumerSubject } from '../auth/subject';
import { requireConsumerRow } from '../consumer/consumer-row';
import type { ConsumerRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';

/**
 * The signed-in consumer, who must be a loyalty member: AUT404 for a guest, REW130 for a
 * consumer outside the programme.
 */
export async function requireMember(
  c: Context<ApiEnv>,
): Promise<{ subject: ConsumerSubject; member: ConsumerRow }> {
  const subject = requireConsumer(c);
  const member = await requireConsumerRow(c.get('db'), subject.id);
  if (!member.isLoyaltyMember) throw new ApiError('REW130');
  return { subject, member };
}
