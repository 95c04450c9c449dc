import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, freshAddress, setupAuthApi } from '../auth/testing/auth-test-kit';
import { consumers, subscriptions } from '../db/schema';
import { firstError } from '../testing/test-api';

const { call, db } = setupAuthApi();

const RETRIEVE = '/consumers-v3/consumer/retrieveUserData';
const retrieve = (body: unknown, headers: Record<string, string> = freshAddress()) =>
  call(RETRIEVE, { method: 'POST', body, headers });

async function customerNumberOf(id: string): Promise<string> {
  const [row] = await db().select().from(consumers).where(eq(consumers.id, id));
  return row!.consumerNo;
}

describe('the sign-up prefill (POST retrieveUserData)', () => {
  it("answers an account's sign-up fields when its number and email both match", async () => {
    const account = await createAccount(db(), { postalCode: '10001', phone: '2025550143' });
    const reply = await retrieve({
      consumerId: await customerNumberOf(account.id),
      email: account.email.toUpperCase(),
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      email: account.email,
      firstName: 'Alex',
      lastName: 'Runner',
      postalCode: '10001',
      hasAccount: true,
    });
  });

  it('answers a newsletter subscriber without an account by the subscription id', async () => {
    const [row] = await db()
      .insert(subscriptions)
      .values({
        recipient: 'reader@example.com',
        type: 'Newsletter',
        channel: 'email',
        optin: true,
      })
      .returning();
    const reply = await retrieve({ consumerId: row!.id, email: 'reader@example.com' });
    expect(reply.json).toEqual({
      email: 'reader@example.com',
      firstName: null,
      lastName: null,
      postalCode: null,
      hasAccount: false,
    });
  });

  it('answers a wrong number and a wrong email alike with CCN404', async () => {
    const account = await createAccount(db());
    const number = await customerNumberOf(account.id);
    const wrongEmail = await retrieve({ consumerId: number, email: 'someone.else@example.com' });
    const wrongNumber = await retrieve({ consumerId: 'C000000000', email: account.email });
    for (const reply of [wrongEmail, wrongNumber]) {
      expect(reply.status).toBe(404);
      expect(firstError(reply.json)?.errorId).toBe('CCN404');
    }
  });

  it('allows few look-ups per client address', async () => {
    const headers = freshAddress();
    const body = { consumerId: 'C000000000', email: 'nobody@example.com' };
    for (let i = 0; i < 5; i += 1) expect((await retrieve(body, headers)).status).toBe(404);
    const over = await retrieve(body, headers);
    expect(over.status).toBe(429);
    expect(firstError(over.json)?.errorId).toBe('CCN429');
  });
});
