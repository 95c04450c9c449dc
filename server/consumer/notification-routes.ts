import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { notificationUpdateSchema } from '@/lib/contracts/subscriptions';
import { requireConsumer } from '../auth/session';
import { consumers } from '../db/schema';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import type { ConsumerDependencies } from './consumer-dependencies';
import { requireConsumerRow } from './consumer-row';
import { notificationPreferencesOf } from './subscription-view';

/** PUT notification: the signed-in consumer's service notification topics (the ones sent change). */
export function notificationRoutes({ clock }: ConsumerDependencies) {
  return new Hono<ApiEnv>().put('/consumers-v3/consumer/notification', async (c) => {
    const { id } = requireConsumer(c);
    const { notificationPreferences: changes } = await readJsonBody(c, notificationUpdateSchema);
    const db = c.get('db');
    const consumer = await requireConsumerRow(db, id);
    const merged = notificationPreferencesOf({ ...consumer.notificationPreferences, ...changes });
    await db
      .update(consumers)
      .set({ notificationPreferences: merged, updatedAt: clock.now() })
      .where(eq(consumers.id, id));
    return c.json({ notificationPreferences: merged });
  });
}
