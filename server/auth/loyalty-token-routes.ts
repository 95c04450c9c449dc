import { Hono } from 'hono';
import { loyaltyTokenRequestSchema } from '@/lib/contracts/auth';
import { requireConsumerRow } from '../consumer/consumer-row';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { requireConsumer } from './session';

/**
 * The loyalty member's token. The profile itself is served by the consumer service
 * (server/consumer).
 */
export function loyaltyTokenRoutes() {
  return new Hono<ApiEnv>().post('/consumers-v3/consumer/loyalty/token', async (c) => {
    const { id } = requireConsumer(c);
    await readJsonBody(c, loyaltyTokenRequestSchema);
    const consumer = await requireConsumerRow(c.get('db'), id);
    if (!consumer.isLoyaltyMember || !consumer.memberId) throw new ApiError('REW130');
    return c.json({ memberId: consumer.memberId });
  });
}
