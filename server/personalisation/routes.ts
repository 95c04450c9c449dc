import { Hono } from 'hono';
import { z } from 'zod';
import { consentGranted, readConsentCookie } from '@/lib/consent/consent';
import { decideRequestSchema, type DecideResponse } from '@/lib/contracts/personalisation';
import { audiencesOf } from '@/lib/personalisation/audiences';
import type { Clock } from '../auth/clock';
import { getSubject } from '../auth/session';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams } from '../http/validation';
import { decideActions } from './decide';
import { recordImpressions } from './impressions';
import { readPersonalisedBlocks } from './published-blocks';
import { readVisitorFacts } from './visitor-facts';
import { forgetVisitorId, resolveVisitorId } from './visitor-id';

export interface PersonalisationDependencies {
  clock: Clock;
  /** Carts idle past this count as empty, as the cart treats them (CART_IDLE_DAYS). */
  idleDays: number;
}

const brandParams = z.object({ brand: z.string().max(40) });

/** The personalisation decide call (spec 001 section 7, 002 section 7; docs/personalisation.md). */
export function personalisationRoutes({ clock, idleDays }: PersonalisationDependencies) {
  return new Hono<ApiEnv>().post('/engine/v1/decide/:brand', async (c) => {
    const { brand } = readParams(c, brandParams);
    if (brand !== c.get('brand'))
      throw new ApiError('API404', `Brand ${brand} is not served here.`);
    const body = await readJsonBody(c, decideRequestSchema);
    const subject = getSubject(c);
    // The body's customer id is only ever compared: segments are the session's shopper's.
    if (
      body.customerId !== undefined &&
      !(subject?.type === 'consumer' && subject.id === body.customerId)
    ) {
      throw new ApiError('AUT404', 'The customer named is not the one signed in.');
    }
    c.header('Cache-Control', 'private, no-store');
    const db = c.get('db');
    const { region, locale } = c.get('request');
    const now = clock.now();
    const blocks = await readPersonalisedBlocks(db, locale, now);
    const choice = readConsentCookie(c.req.header('cookie') ?? '');
    if (!consentGranted({ region, choice }, 'targeting')) {
      forgetVisitorId(c);
      return c.json({
        monetateId: null,
        actions: decideActions(blocks, null),
      } satisfies DecideResponse);
    }
    const visitorId = resolveVisitorId(c, body.monetateId);
    const facts = await readVisitorFacts(db, subject, { now, idleDays });
    recordImpressions(c.get('log'), blocks, body.events, visitorId);
    const actions = decideActions(blocks, { audiences: audiencesOf(facts), visitorId });
    return c.json({ monetateId: visitorId, actions } satisfies DecideResponse);
  });
}
