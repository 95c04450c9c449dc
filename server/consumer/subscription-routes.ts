import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { subscriptionUpdateSchema } from '@/lib/contracts/consumer';
import { requireConsumer } from '../auth/session';
import { subscriptions } from '../db/schema';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import type { ConsumerDependencies } from './consumer-dependencies';
import { requireConsumerRow } from './consumer-row';

const SUBSCRIPTION_PATH = '/consumers-v3/consumer/subscription';

/**
 * The signed-in consumer's email newsletter consent: the row sign-up wrote is changed, with the
 * date of the opt-in or opt-out, or written if there is none.
 */
export function subscriptionRoutes({ clock }: ConsumerDependencies) {
  return new Hono<ApiEnv>().put(SUBSCRIPTION_PATH, async (c) => {
    const { id } = requireConsumer(c);
    const wanted = await readJsonBody(c, subscriptionUpdateSchema);
    const db = c.get('db');
    const consumer = await requireConsumerRow(db, id);
    const now = clock.now();
    const dates = wanted.optin
      ? { optinDate: now, optoutDate: null }
      : { optinDate: null, optoutDate: now };
    const changed = await db
      .update(subscriptions)
      .set({ optin: wanted.optin, ...dates })
      .where(
        and(
          eq(subscriptions.consumerId, id),
          eq(subscriptions.type, 'Newsletter'),
          eq(subscriptions.channel, 'email'),
        ),
      )
      .returning({ id: subscriptions.id });
    if (changed.length === 0) {
      await db.insert(subscriptions).values({
        consumerId: id,
        recipient: consumer.email,
        type: 'Newsletter',
        channel: 'email',
        optin: wanted.optin,
        countryCode: consumer.countryCode,
        ...dates,
      });
    }
    return c.json(wanted);
  });
}
