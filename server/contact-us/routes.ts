import { Hono } from 'hono';
import { contactUsRequestSchema, type ContactUsResponse } from '@/lib/contracts/contact-us';
import { requireRecaptcha } from '../auth/recaptcha-check';
import { getSubject } from '../auth/session';
import { contactMessages } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import type { AfterSalesDependencies } from '../orders/after-sales-dependencies';
import { readableId } from '../orders/readable-id';
import { createRateLimiter } from '../security/rate-limit';
import { contactCategoriesIn, contactTopicIn } from './categories';
import { sendContactMails } from './contact-mail';

/** Messages per client address an hour: a shopper with a follow-up, not a mail cannon. */
const MESSAGES_PER_HOUR = 5;

/**
 * The contact form: its topics in the request's language, and the message, stored with a case
 * number, acknowledged to the shopper and delivered to customer service. Each message mails an
 * address the sender typed, so it is rationed per address and passes reCAPTCHA, as sign-up.
 * An order number is kept as the shopper typed it, never looked up: the answer says nothing
 * about whether that order exists.
 */
export function contactUsRoutes(deps: AfterSalesDependencies) {
  const perIp = createRateLimiter({
    name: 'contact-us-ip',
    state: deps.state,
    limit: MESSAGES_PER_HOUR,
    windowMs: 60 * 60_000,
    now: () => deps.clock.now().getTime(),
  });

  return new Hono<ApiEnv>()
    .get('/consumers-v3/contactus/categorySubject', (c) =>
      c.json({ categories: contactCategoriesIn(c.get('request').locale) }),
    )
    .post('/consumers-v3/contactus', async (c) => {
      if (!(await perIp.take(c.get('clientAddress')))) throw new ApiError('CNT429');
      const body = await readJsonBody(c, contactUsRequestSchema);
      await requireRecaptcha(c, deps.recaptcha, body.recaptcha_response, 'contactUs');
      const { locale } = c.get('request');
      if (!contactTopicIn(locale, body.categoryId, body.subjectId)) {
        throw new ApiError('ATTR200', 'body.subjectId: not a subject of this category.', {
          field: 'body.subjectId',
        });
      }
      const subject = getSubject(c);
      const db = c.get('db');
      const [stored] = await db
        .insert(contactMessages)
        .values({
          id: readableId('C'),
          consumerId: subject?.type === 'consumer' ? subject.id : null,
          name: body.name,
          email: body.email,
          categoryId: body.categoryId,
          subjectId: body.subjectId,
          orderNumber: body.orderNumber?.toUpperCase() ?? null,
          message: body.message,
          locale,
          createdAt: deps.clock.now(),
        })
        .returning();
      await sendContactMails(deps, db, c.get('log'), stored!, locale);
      const reply: ContactUsResponse = {
        caseNumber: stored!.id,
        createdAt: stored!.createdAt.toISOString(),
      };
      return c.json(reply, 201);
    });
}
