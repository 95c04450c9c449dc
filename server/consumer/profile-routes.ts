import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { profileUpdateRequestSchema } from '@/lib/contracts/consumer';
import { settingsFor } from '@/lib/i18n/locales';
import { requireConsumer } from '../auth/session';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readQuery } from '../http/validation';
import type { ConsumerDependencies } from './consumer-dependencies';
import { requireConsumerRow } from './consumer-row';
import { updateProfile } from './profile-update';
import { describeProfile } from './profile-view';

const PROFILE_PATH = '/consumers-v3/consumer/profile';

export const profileQuery = z.object({
  includeLoyaltySummary: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** The signed-in consumer's own profile: read it, or change part of it. */
export function profileRoutes({ clock }: ConsumerDependencies) {
  // Employee spend is shown in the currency of the locale the shopper is browsing.
  const viewOptions = (c: Context<ApiEnv>) => ({
    currency: settingsFor(c.get('request').locale).currency,
    now: clock.now(),
  });

  return new Hono<ApiEnv>()
    .get(PROFILE_PATH, async (c) => {
      const { id } = requireConsumer(c);
      const { includeLoyaltySummary } = readQuery(c, profileQuery);
      const db = c.get('db');
      const consumer = await requireConsumerRow(db, id);
      return c.json(
        await describeProfile(db, consumer, { ...viewOptions(c), includeLoyaltySummary }),
      );
    })
    .on(['PUT', 'POST'], PROFILE_PATH, async (c) => {
      const { id } = requireConsumer(c);
      const { consumerProfile } = await readJsonBody(c, profileUpdateRequestSchema);
      const db = c.get('db');
      const options = viewOptions(c);
      const consumer = await requireConsumerRow(db, id);
      const updated = await updateProfile(db, consumer, consumerProfile, options.now);
      return c.json(await describeProfile(db, updated, options));
    });
}
