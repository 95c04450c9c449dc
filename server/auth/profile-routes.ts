import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { loyaltyTokenRequestSchema, type ProfileResponse } from '@/lib/contracts/auth';
import type { Database } from '../db/client';
import { consumers } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readQuery } from '../http/validation';
import { requireConsumer } from './session';

const profileQuery = z.object({
  includeLoyaltySummary: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

async function requireConsumerRow(db: Database, consumerId: string) {
  const [consumer] = await db.select().from(consumers).where(eq(consumers.id, consumerId)).limit(1);
  // The token is valid but its account is gone: the client clears its state (AUT498).
  if (!consumer) throw new ApiError('AUT498');
  return consumer;
}

/** The signed-in consumer's own profile, and the loyalty token call (spec 000 section 7). */
export const profileRoutes = new Hono<ApiEnv>()
  .get('/consumers-v3/consumer/profile', async (c) => {
    const { id } = requireConsumer(c);
    const { includeLoyaltySummary } = readQuery(c, profileQuery);
    const consumer = await requireConsumerRow(c.get('db'), id);
    const profile: ProfileResponse = {
      consumerId: consumer.id,
      consumerNo: consumer.consumerNo,
      consumerType: consumer.consumerType,
      consumerDetails: {
        email: consumer.email,
        firstName: consumer.firstName,
        lastName: consumer.lastName,
        phone: consumer.phone,
        phoneCode: consumer.phoneCode,
        postalCode: consumer.postalCode,
        birthDate: consumer.birthDate,
        gender: consumer.gender,
      },
      isLoyaltyMember: consumer.isLoyaltyMember,
      memberId: consumer.memberId,
      isEmployeeDiscountTCAccepted: consumer.isEmployeeDiscountTCAccepted,
      preferences: consumer.preferences,
      ...(includeLoyaltySummary && consumer.isLoyaltyMember
        ? { loyaltySummary: { currentLoyaltyPoints: consumer.loyaltyPoints } }
        : {}),
    };
    return c.json(profile);
  })
  .post('/consumers-v3/consumer/loyalty/token', async (c) => {
    const { id } = requireConsumer(c);
    await readJsonBody(c, loyaltyTokenRequestSchema);
    const consumer = await requireConsumerRow(c.get('db'), id);
    if (!consumer.isLoyaltyMember || !consumer.memberId) throw new ApiError('REW130');
    return c.json({ memberId: consumer.memberId });
  });
