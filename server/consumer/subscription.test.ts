import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, setupAuthApi, signIn } from '../auth/testing/auth-test-kit';
import { subscriptions } from '../db/schema';
import { CookieJar, firstError } from '../testing/test-api';

const { call, db } = setupAuthApi();

const SUBSCRIPTION = '/consumers-v3/consumer/subscription';

const newsletterOf = async (consumerId: string) =>
  db()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.consumerId, consumerId), eq(subscriptions.channel, 'email')));

describe('newsletter subscription', () => {
  it('opts the signed-in consumer in and out, dating each', async () => {
    const account = await createAccount(db());
    const jar = new CookieJar();
    await signIn(call, account, jar);

    const optIn = await call(SUBSCRIPTION, {
      method: 'PUT',
      body: { type: 'Newsletter', channel: 'email', optin: true },
      jar,
    });
    expect(optIn.status).toBe(200);
    expect(optIn.json).toEqual({ type: 'Newsletter', channel: 'email', optin: true });
    const [row] = await newsletterOf(account.id);
    expect(row).toMatchObject({ optin: true, recipient: account.email, optoutDate: null });
    expect(row?.optinDate).toBeInstanceOf(Date);

    await call(SUBSCRIPTION, {
      method: 'PUT',
      body: { type: 'Newsletter', channel: 'email', optin: false },
      jar,
    });
    const rows = await newsletterOf(account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ optin: false, optinDate: null });
  });

  it('answers a guest with AUT401 and a bad body with its 400, changing nothing', async () => {
    const guest = await call(SUBSCRIPTION, {
      method: 'PUT',
      body: { type: 'Newsletter', channel: 'email', optin: true },
    });
    expect(guest.status).toBe(401);

    const account = await createAccount(db());
    const jar = new CookieJar();
    await signIn(call, account, jar);
    const bad = await call(SUBSCRIPTION, {
      method: 'PUT',
      body: { type: 'Newsletter', channel: 'carrier-pigeon', optin: true },
      jar,
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad.json)?.errorId).toBe('ATTR200');
    expect(await newsletterOf(account.id)).toEqual([]);
  });
});
