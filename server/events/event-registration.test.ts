import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createAccount, setupAuthApi, signIn } from '../auth/testing/auth-test-kit';
import { eventRegistrations } from '../db/schema';
import { CookieJar, defaultHeaders, firstError } from '../testing/test-api';
import { eventDocument, publishEvent } from './testing/event-canvas';

const { call, db, mail } = setupAuthApi();

const REGISTRATION = '/consumers-v3/consumer/event-registration';

let eventCount = 0;
/** A published two-day event (14 and 15 March 2026; the test clock says 1 March) of its own. */
async function newEvent(overrides: Parameters<typeof eventDocument>[0] = {}) {
  eventCount += 1;
  const eventId = `trail-weekend-${eventCount}`;
  await publishEvent(db(), eventId, eventDocument(overrides));
  return eventId;
}

async function signedIn() {
  const account = await createAccount(db(), { firstName: 'Ada', lastName: 'Lovelace' });
  const jar = new CookieJar();
  await signIn(call, account, jar);
  return { account, jar };
}

function payload(eventId: string, overrides: Record<string, unknown> = {}) {
  return {
    email: 'forged@example.com',
    attendingDays: '2026-03-14,2026-03-15',
    eventId,
    eventTermsAccepted: true,
    firstName: 'Someone',
    lastName: 'Else',
    plusOne: '',
    registrationTimestamp: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const register = (jar: CookieJar | undefined, body: unknown, headers?: Record<string, string>) =>
  call(REGISTRATION, {
    method: 'POST',
    body,
    ...(jar ? { jar } : {}),
    ...(headers ? { headers } : {}),
  });

describe('POST event-registration', () => {
  it('registers the signed-in shopper and a guest, and mails a confirmation to the account', async () => {
    const eventId = await newEvent();
    const { account, jar } = await signedIn();

    const reply = await register(jar, payload(eventId, { plusOne: ' Zoë Martin ' }));

    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({
      eventId,
      attendingDays: ['2026-03-14', '2026-03-15'],
      plusOne: 'Zoë Martin',
    });
    const [row] = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId));
    // Who registered comes from the session: the body's email and names are not the account's.
    expect(row).toMatchObject({ consumerId: account.id, email: account.email, seats: 2 });
    const sent = await vi.waitFor(() => {
      const found = mail.find((message) => message.kind === 'event-registration');
      if (!found) throw new Error('no confirmation yet');
      return found;
    }, 10_000);
    expect(sent.to).toBe(account.email);
    expect(sent.subject).toContain('Trail weekend');
    expect(sent.text).toContain('03/14/2026, 03/15/2026');
    expect(sent.text).toContain('Zoë Martin');
    expect(sent.text).toContain(`/en-us/events/${eventId}`);
  });

  it('writes the confirmation in the language of the site registered on', async () => {
    const eventId = await newEvent();
    await publishEvent(db(), eventId, eventDocument({ title: 'Week-end trail' }), 'fr-fr');
    const { account, jar } = await signedIn();

    const reply = await register(jar, payload(eventId, { attendingDays: '2026-03-15' }), {
      ...defaultHeaders('fr_FR', 'EMEA'),
    });

    expect(reply.status).toBe(201);
    const sent = await vi.waitFor(() => {
      const found = mail.find((message) => message.to === account.email);
      if (!found) throw new Error('no confirmation yet');
      return found;
    }, 10_000);
    expect(sent.locale).toBe('fr-fr');
    expect(sent.subject).toBe('Votre inscription est confirmée : Week-end trail');
    expect(sent.text).toContain('15/03/2026');
  });

  it('refuses a visitor who is not signed in with AUT404 (401)', async () => {
    const eventId = await newEvent();
    const reply = await register(undefined, payload(eventId));
    expect(reply.status).toBe(401);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'AUT404' });
  });

  it('refuses a second registration of the same shopper with EVT409', async () => {
    const eventId = await newEvent();
    const { jar } = await signedIn();
    expect((await register(jar, payload(eventId))).status).toBe(201);

    const again = await register(jar, payload(eventId, { attendingDays: '2026-03-14' }));

    expect(again.status).toBe(409);
    expect(firstError(again.json)).toMatchObject({ errorId: 'EVT409' });
  });

  it('counts a guest against the capacity and refuses a full event with EVT410', async () => {
    const eventId = await newEvent({ capacity: 3 });
    const first = await signedIn();
    const second = await signedIn();
    expect((await register(first.jar, payload(eventId, { plusOne: 'Zoë Martin' }))).status).toBe(
      201,
    );

    const withGuest = await register(second.jar, payload(eventId, { plusOne: 'Sam Okafor' }));
    expect(withGuest.status).toBe(409);
    expect(firstError(withGuest.json)).toMatchObject({ errorId: 'EVT410' });

    // Alone, the last place is still theirs.
    expect((await register(second.jar, payload(eventId))).status).toBe(201);
  });

  it.each([
    ['a day the event does not take place', '2026-03-14,2026-03-16'],
    ['no day of a two-day event', ''],
    ['something that is not a day', '2026-03-14,tomorrow'],
  ])('refuses %s with ATTR200 on attendingDays', async (_, attendingDays) => {
    const eventId = await newEvent();
    const { jar } = await signedIn();
    const reply = await register(jar, payload(eventId, { attendingDays }));
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({
      errorId: 'ATTR200',
      field: 'body.attendingDays',
    });
  });

  it('takes the only day of a one-day event when none is chosen', async () => {
    const eventId = await newEvent({ startDate: '2026-03-21', endDate: '2026-03-21' });
    const { jar } = await signedIn();
    const reply = await register(jar, payload(eventId, { attendingDays: '' }));
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({ attendingDays: ['2026-03-21'] });
  });

  it('refuses a guest name that fails the name rule', async () => {
    const eventId = await newEvent();
    const { jar } = await signedIn();
    const reply = await register(jar, payload(eventId, { plusOne: 'Guest #2' }));
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'ATTR200', field: 'body.plusOne' });
  });

  it('refuses unaccepted terms', async () => {
    const eventId = await newEvent();
    const { jar } = await signedIn();
    const reply = await register(jar, payload(eventId, { eventTermsAccepted: false }));
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({ field: 'body.eventTermsAccepted' });
  });

  it('refuses an event that is not published on the site, or is over, with EVT404', async () => {
    const { jar } = await signedIn();
    const unknown = await register(jar, payload('no-such-event'));
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.json)).toMatchObject({ errorId: 'EVT404' });

    const past = await newEvent({ startDate: '2026-02-20', endDate: '2026-02-21' });
    const over = await register(jar, payload(past, { attendingDays: '2026-02-20' }));
    expect(firstError(over.json)).toMatchObject({ errorId: 'EVT404' });
  });
});
