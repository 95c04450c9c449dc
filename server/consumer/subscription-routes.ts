import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  newsletterSignUpSchema,
  subscriptionConfirmSchema,
  subscriptionUpdateSchema,
  type SubscriptionConfirmResponse,
  type SubscriptionsResponse,
} from '@/lib/contracts/subscriptions';
import { replyThen } from '../auth/after-reply';
import { requireRecaptcha } from '../auth/recaptcha-check';
import { getSubject, requireConsumer } from '../auth/session';
import { getEnv } from '../config/env';
import { subscriptions } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { createRateLimiter } from '../security/rate-limit';
import type { ConsumerDependencies } from './consumer-dependencies';
import { requireConsumerRow } from './consumer-row';
import {
  accountIdOf,
  findEmailConsent,
  requireSmsRecipient,
  saveConsent,
} from './subscription-consent';
import {
  awaitsConfirmationLink,
  confirmByToken,
  sendConfirmationLink,
} from './subscription-confirmation';
import { notificationPreferencesOf, toSubscriptionView } from './subscription-view';

const SUBSCRIPTION_PATH = '/consumers-v3/consumer/subscription';
/** Newsletter requests per client address an hour: a household, not a list of addresses. */
const SIGN_UPS_PER_HOUR = 10;
/** Confirmations per client address an hour; each guesses at a 256-bit token. */
const CONFIRMATIONS_PER_HOUR = 20;

/**
 * The newsletter by email and text message (docs/subscriptions.md): the signed-in consumer's
 * consents (GET, PUT), the newsletter form for anyone (POST) and the double opt-in link
 * (POST confirm). Every opt-in is confirmed through a link sent to the address or number
 * itself, so nobody can subscribe someone else.
 */
export function subscriptionRoutes(deps: ConsumerDependencies) {
  const { clock, recaptcha, state } = deps;
  const now = () => clock.now().getTime();
  const signUpsPerIp = createRateLimiter({
    name: 'newsletter-ip',
    state,
    limit: SIGN_UPS_PER_HOUR,
    windowMs: 60 * 60_000,
    now,
  });
  const confirmationsPerIp = createRateLimiter({
    name: 'subscription-confirm-ip',
    state,
    limit: CONFIRMATIONS_PER_HOUR,
    windowMs: 60 * 60_000,
    now,
  });

  return (
    new Hono<ApiEnv>()
      .get(SUBSCRIPTION_PATH, async (c) => {
        const { id } = requireConsumer(c);
        const db = c.get('db');
        const consumer = await requireConsumerRow(db, id);
        const rows = await db.select().from(subscriptions).where(eq(subscriptions.consumerId, id));
        const reply: SubscriptionsResponse = {
          subscriptions: rows.filter((row) => row.type === 'Newsletter').map(toSubscriptionView),
          notificationPreferences: notificationPreferencesOf(consumer.notificationPreferences),
        };
        return c.json(reply);
      })
      .put(SUBSCRIPTION_PATH, async (c) => {
        const { id } = requireConsumer(c);
        const wanted = await readJsonBody(c, subscriptionUpdateSchema);
        const db = c.get('db');
        const consumer = await requireConsumerRow(db, id);
        const recipient =
          wanted.channel === 'sms'
            ? requireSmsRecipient(consumer, getEnv().SMS_OPT_IN_COUNTRIES)
            : consumer.email;
        const current = clock.now();
        const saved = await saveConsent(
          db,
          consumer,
          { channel: wanted.channel, optin: wanted.optin, recipient },
          current,
        );
        if (saved.optin && awaitsConfirmationLink(saved, current)) {
          await sendConfirmationLink(deps, db, c.get('log'), saved, c.get('request').locale);
        }
        return c.json(toSubscriptionView(saved));
      })
      /**
       * The same answer, as fast, for a new, a waiting and a confirmed address: the link is
       * made and sent after the reply. A consent already confirmed, or sent a link in the last
       * day, gets nothing more. Nothing changes before the link is followed.
       */
      .post(SUBSCRIPTION_PATH, async (c) => {
        if (!(await signUpsPerIp.take(c.get('clientAddress')))) throw new ApiError('SUB429');
        const body = await readJsonBody(c, newsletterSignUpSchema);
        await requireRecaptcha(c, recaptcha, body.recaptcha_response, 'newsletter');
        const db = c.get('db');
        const { locale } = c.get('request');
        const log = c.get('log');
        const subject = getSubject(c);
        return replyThen(c, c.json({ subscribed: true }), 'newsletter link not sent', async () => {
          const current = clock.now();
          let consent = await findEmailConsent(db, body.email);
          if (!consent) {
            [consent] = await db
              .insert(subscriptions)
              .values({
                consumerId: await accountIdOf(db, body.email),
                recipient: body.email,
                type: 'Newsletter',
                channel: 'email',
                optin: false,
                source: body.source ?? (subject?.type === 'consumer' ? 'account' : 'newsletter'),
                locale,
              })
              .returning();
          }
          if (consent && awaitsConfirmationLink(consent, current)) {
            await sendConfirmationLink(deps, db, log, consent, locale);
          }
        });
      })
      .post(`${SUBSCRIPTION_PATH}/confirm`, async (c) => {
        if (!(await confirmationsPerIp.take(c.get('clientAddress')))) throw new ApiError('SUB429');
        const { token } = await readJsonBody(c, subscriptionConfirmSchema);
        const confirmed = await confirmByToken(c.get('db'), token, clock.now());
        if (!confirmed) throw new ApiError('SUB404');
        const reply: SubscriptionConfirmResponse = {
          channel: confirmed.channel,
          doubleOptin: true,
        };
        return c.json(reply);
      })
  );
}
