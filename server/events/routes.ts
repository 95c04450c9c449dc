import { Hono } from 'hono';
import { eventRegistrationSchema, type EventRegistrationResponse } from '@/lib/contracts/events';
import { formatDay } from '@/lib/format/date';
import { replyThen } from '../auth/after-reply';
import { requireConsumer } from '../auth/session';
import type { ConsumerDependencies } from '../consumer/consumer-dependencies';
import { requireConsumerRow } from '../consumer/consumer-row';
import { sendMailQuietly } from '../email/send-quietly';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { requireOpenEvent } from './find-event';
import { chosenDays, registerForEvent } from './registration';

const REGISTRATION_PATH = '/consumers-v3/consumer/event-registration';

/**
 * Event registration (spec 002 sections 3, 6 and 7; docs/events.md): a signed-in shopper takes a
 * place, and one for a guest, at an event of the request's site, then gets a confirmation mail
 * in the site's language. Who registers comes from the session, never from the body.
 */
export function eventRegistrationRoutes(
  deps: Pick<ConsumerDependencies, 'clock' | 'mailer' | 'publicBaseUrl'>,
) {
  return new Hono<ApiEnv>().post(REGISTRATION_PATH, async (c) => {
    const { id } = requireConsumer(c);
    const body = await readJsonBody(c, eventRegistrationSchema);
    const db = c.get('db');
    const { locale } = c.get('request');
    const now = deps.clock.now();
    const consumer = await requireConsumerRow(db, id);
    const event = await requireOpenEvent(db, locale, body.eventId, now);
    const saved = await registerForEvent(db, {
      eventId: body.eventId,
      siteId: locale,
      consumerId: id,
      email: consumer.email,
      attendingDays: chosenDays(event, body.attendingDays),
      guestName: body.plusOne,
      capacity: event.capacity,
      now,
    });
    const reply: EventRegistrationResponse = {
      eventId: saved.eventId,
      attendingDays: saved.attendingDays,
      plusOne: saved.guestName ?? '',
      registeredAt: saved.createdAt.toISOString(),
    };
    const days = saved.attendingDays.map((day) => formatDay(day, locale)).join(', ');
    return replyThen(c, c.json(reply, 201), 'event confirmation not sent', async () => {
      await sendMailQuietly(
        deps,
        db,
        c.get('log'),
        {
          kind: 'event-registration',
          locale,
          to: consumer.email,
          data: {
            firstName: consumer.firstName ?? '',
            eventId: saved.eventId,
            eventTitle: event.title,
            place: event.place,
            days,
            guestName: saved.guestName ?? '',
          },
        },
        { registrationId: saved.id },
      );
    });
  });
}
