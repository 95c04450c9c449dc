import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  retrieveUserDataRequestSchema,
  type RetrieveUserDataResponse,
} from '@/lib/contracts/retrieve-user-data';
import { consumers, subscriptions } from '../db/schema';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { createRateLimiter } from '../security/rate-limit';
import type { ConsumerDependencies } from './consumer-dependencies';

/** Look-ups per client address a minute: a page load or two, slow for a list. */
const LOOKUPS_PER_MINUTE = 5;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The profile a sign-up link names (docs/subscriptions.md, "Sign-up prefill"): an account by
 * its customer number, or a newsletter subscriber without an account by the id of the
 * subscription (the profile the store holds before sign-up).
 */
async function findProfile(
  db: Database,
  consumerId: string,
  email: string,
): Promise<RetrieveUserDataResponse | undefined> {
  const [account] = await db
    .select()
    .from(consumers)
    .where(and(eq(consumers.consumerNo, consumerId), eq(consumers.email, email)))
    .limit(1);
  if (account) {
    return {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      postalCode: account.postalCode,
      hasAccount: true,
    };
  }
  if (!uuidPattern.test(consumerId)) return undefined;
  const [subscriber] = await db
    .select({ recipient: subscriptions.recipient })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, consumerId),
        eq(subscriptions.recipient, email),
        eq(subscriptions.channel, 'email'),
        isNull(subscriptions.consumerId),
      ),
    )
    .limit(1);
  if (!subscriber) return undefined;
  return {
    email: subscriber.recipient,
    firstName: null,
    lastName: null,
    postalCode: null,
    hasAccount: false,
  };
}

/**
 * POST retrieveUserData: the sign-up page's prefill. Only when both the id and the email match
 * one profile, with CCN404 otherwise (a wrong id and a wrong email alike), few per address,
 * and only the fields the sign-up form shows: never the birth date, phone or addresses.
 */
export function retrieveUserDataRoutes({ clock, state }: ConsumerDependencies) {
  const perIp = createRateLimiter({
    name: 'retrieve-user-data-ip',
    state,
    limit: LOOKUPS_PER_MINUTE,
    windowMs: 60_000,
    now: () => clock.now().getTime(),
  });
  return new Hono<ApiEnv>().post('/consumers-v3/consumer/retrieveUserData', async (c) => {
    if (!(await perIp.take(c.get('clientAddress')))) throw new ApiError('CCN429');
    const { consumerId, email } = await readJsonBody(c, retrieveUserDataRequestSchema);
    const profile = await findProfile(c.get('db'), consumerId, email);
    if (!profile) throw new ApiError('CCN404');
    return c.json(profile);
  });
}
