import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, setupAuthApi, signIn } from '../auth/testing/auth-test-kit';
import { eventRegistrations } from '../db/schema';
import { CookieJar, firstError } from '../testing/test-api';
import { eventDocument, publishEvent } from './testing/event-canvas';

const { call, db } = setupAuthApi();

const SHOPPERS = 12;
const CAPACITY = 5;

describe('no overbooking', () => {
  it(`${SHOPPERS} shoppers registering at once for ${CAPACITY} places get exactly ${CAPACITY}`, async () => {
    await publishEvent(db(), 'race', eventDocument({ capacity: CAPACITY }));
    const jars = [];
    for (let index = 0; index < SHOPPERS; index += 1) {
      const jar = new CookieJar();
      await signIn(call, await createAccount(db()), jar);
      jars.push(jar);
    }

    const replies = await Promise.all(
      jars.map((jar) =>
        call('/consumers-v3/consumer/event-registration', {
          method: 'POST',
          jar,
          body: {
            email: 'x@example.com',
            attendingDays: '2026-03-14',
            eventId: 'race',
            eventTermsAccepted: true,
            plusOne: '',
            registrationTimestamp: '2026-03-01T10:00:00Z',
          },
        }),
      ),
    );

    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(CAPACITY);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect(firstError(reply.json)).toMatchObject({ errorId: 'EVT410' });
    }
    const rows = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, 'race'));
    expect(rows.reduce((sum, row) => sum + row.seats, 0)).toBe(CAPACITY);
  }, 120_000);
});
