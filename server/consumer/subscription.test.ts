import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { createAccount, freshAddress, setupAuthApi, signIn } from '../auth/testing/auth-test-kit';
import { consumers, smsOutbox, subscriptions } from '../db/schema';
import { CookieJar, firstError } from '../testing/test-api';

const { call, db, mail, clock } = setupAuthApi();

const SUBSCRIPTION = '/consumers-v3/consumer/subscription';
const CONFIRM = `${SUBSCRIPTION}/confirm`;

const newsletterOf = async (consumerId: string) =>
  db()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.consumerId, consumerId), eq(subscriptions.channel, 'email')));

const signUp = (email: string, headers: Record<string, string> = freshAddress()) =>
  call(SUBSCRIPTION, {
    method: 'POST',
    body: { email, policy: true, recaptcha_response: offlineRecaptchaToken('newsletter') },
    headers,
  });

const mailsTo = (to: string) => mail.filter((sent) => sent.to === to);

/** The token in the newest confirmation mail to this address. */
async function confirmationToken(to: string): Promise<string> {
  const message = await vi.waitFor(() => {
    const found = mailsTo(to).at(-1);
    if (!found) throw new Error('no confirmation mail yet');
    return found;
    // The mail goes after the reply; the first one also loads the templates.
  }, 10_000);
  expect(message.kind).toBe('newsletter-confirmation');
  const token = /newsletter\/confirm\?token=([\w-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error('no link in the mail');
  return token;
}

async function signedIn(overrides: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(db(), overrides);
  const jar = new CookieJar();
  await signIn(call, account, jar);
  return { account, jar };
}

describe('the newsletter form (POST subscription)', () => {
  it('subscribes a visitor only once the emailed link is followed, and only once', async () => {
    const email = 'visitor.news@example.com';
    const reply = await signUp(email);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ subscribed: true });
    const token = await confirmationToken(email);
    const [waiting] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.recipient, email));
    expect(waiting).toMatchObject({ optin: false, doubleOptin: false, consumerId: null });
    expect(waiting?.confirmationTokenHash).not.toContain(token);

    const confirmed = await call(CONFIRM, { method: 'POST', body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ channel: 'email', doubleOptin: true });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.recipient, email));
    expect(row).toMatchObject({ optin: true, doubleOptin: true, confirmationTokenHash: null });
    expect(row?.doubleOptinDate).toBeInstanceOf(Date);

    const again = await call(CONFIRM, { method: 'POST', body: { token } });
    expect(again.status).toBe(404);
    expect(firstError(again.json)?.errorId).toBe('SUB404');
  });

  it('answers an address already subscribed the same, without another mail', async () => {
    const email = 'twice.news@example.com';
    await signUp(email);
    const token = await confirmationToken(email);
    await call(CONFIRM, { method: 'POST', body: { token } });
    const before = mailsTo(email).length;

    const reply = await signUp(email);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ subscribed: true });
    // The mail would be sent after the reply; give it the chance to be (wrongly) sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailsTo(email)).toHaveLength(before);
  });

  it('sends a waiting address no second link within a day', async () => {
    const email = 'storm.news@example.com';
    await signUp(email);
    await confirmationToken(email);
    await signUp(email);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('refuses a missing policy, a failed captcha and too many requests from one address', async () => {
    const headers = freshAddress();
    const noPolicy = await call(SUBSCRIPTION, {
      method: 'POST',
      body: { email: 'p@example.com', recaptcha_response: offlineRecaptchaToken('newsletter') },
      headers,
    });
    expect(noPolicy.status).toBe(400);
    const robot = await call(SUBSCRIPTION, {
      method: 'POST',
      body: { email: 'p@example.com', policy: true, recaptcha_response: 'no' },
      headers,
    });
    expect(firstError(robot.json)?.errorId).toBe('AUT403');
    for (let i = 0; i < 8; i += 1) await signUp(`bulk${i}@example.com`, headers);
    const over = await signUp('one.more@example.com', headers);
    expect(over.status).toBe(429);
    expect(firstError(over.json)?.errorId).toBe('SUB429');
  });

  it('answers a guessed or expired link with SUB404', async () => {
    const guessed = await call(CONFIRM, { method: 'POST', body: { token: 'A'.repeat(43) } });
    expect(firstError(guessed.json)?.errorId).toBe('SUB404');

    const email = 'late.news@example.com';
    await signUp(email);
    const token = await confirmationToken(email);
    clock.advance(8 * 24 * 60 * 60_000);
    const late = await call(CONFIRM, { method: 'POST', body: { token } });
    expect(late.status).toBe(404);
  });
});

describe('a subscriber who signs up', () => {
  it('keeps the confirmed subscription under the new account, without another link', async () => {
    const email = 'reader.joins@example.com';
    await signUp(email);
    await call(CONFIRM, { method: 'POST', body: { token: await confirmationToken(email) } });
    const before = mailsTo(email).length;

    const created = await call('/consumers-v3/auth/signup', {
      method: 'POST',
      body: {
        email,
        password: 'Sprint#Fast2026',
        firstName: 'Rae',
        lastName: 'Reader',
        countryCode: 'US',
        isTermsConfirmed: true,
        newsletter: true,
        recaptcha_response: offlineRecaptchaToken('register'),
      },
      headers: freshAddress(),
    });
    expect(created.status).toBe(201);
    const { consumerId } = created.json as { consumerId: string };
    await vi.waitFor(() => {
      if (!mailsTo(email).some((sent) => sent.kind === 'welcome')) throw new Error('no welcome');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailsTo(email).filter((sent) => sent.kind === 'newsletter-confirmation')).toHaveLength(
      before,
    );
    const rows = await newsletterOf(consumerId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ optin: true, doubleOptin: true });
  });
});

describe("the signed-in consumer's consents", () => {
  it('opts in and out of the email newsletter, dating each and asking for confirmation', async () => {
    const { account, jar } = await signedIn();
    const optIn = await call(SUBSCRIPTION, {
      method: 'PUT',
      body: { type: 'Newsletter', channel: 'email', optin: true },
      jar,
    });
    expect(optIn.status).toBe(200);
    expect(optIn.json).toMatchObject({
      channel: 'email',
      recipient: account.email,
      optin: true,
      doubleOptin: false,
      source: 'account',
    });
    const token = await confirmationToken(account.email);
    await call(CONFIRM, { method: 'POST', body: { token } });

    const listed = await call(SUBSCRIPTION, { jar });
    expect(listed.json).toMatchObject({
      subscriptions: [{ channel: 'email', optin: true, doubleOptin: true }],
      notificationPreferences: { orderUpdates: true },
    });

    await call(SUBSCRIPTION, {
      method: 'PUT',
      body: { type: 'Newsletter', channel: 'email', optin: false },
      jar,
    });
    const rows = await newsletterOf(account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ optin: false, optinDate: null, doubleOptin: false });
    expect(rows[0]?.optoutDate).toBeInstanceOf(Date);
  });

  it('texts the confirmation link once the SMS terms are accepted, where SMS is offered', async () => {
    const { jar } = await signedIn({ phone: '2025550143', phoneCode: '1', countryCode: 'US' });
    const withoutTerms = await call(SUBSCRIPTION, {
      method: 'PUT',
      body: { type: 'Newsletter', channel: 'sms', optin: true },
      jar,
    });
    expect(withoutTerms.status).toBe(400);

    const optIn = await call(SUBSCRIPTION, {
      method: 'PUT',
      body: { type: 'Newsletter', channel: 'sms', optin: true, smsTermsAccepted: true },
      jar,
    });
    expect(optIn.json).toMatchObject({ channel: 'sms', recipient: '+12025550143', optin: true });
    const [text] = await db()
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.recipient, '+12025550143'));
    expect(text).toMatchObject({ kind: 'subscription-confirmation', transport: 'outbox' });
    const token = /token=([\w-]+)/.exec(text!.text)?.[1];
    const confirmed = await call(CONFIRM, { method: 'POST', body: { token } });
    expect(confirmed.json).toEqual({ channel: 'sms', doubleOptin: true });
  });

  it('refuses SMS without a number (SUB400) and outside the SMS countries (SUB403)', async () => {
    const body = { type: 'Newsletter', channel: 'sms', optin: true, smsTermsAccepted: true };
    const noPhone = await signedIn({ countryCode: 'US' });
    const first = await call(SUBSCRIPTION, { method: 'PUT', body, jar: noPhone.jar });
    expect(firstError(first.json)?.errorId).toBe('SUB400');
    const french = await signedIn({ countryCode: 'FR', phone: '612345678', phoneCode: '33' });
    const second = await call(SUBSCRIPTION, { method: 'PUT', body, jar: french.jar });
    expect(firstError(second.json)?.errorId).toBe('SUB403');
  });

  it('answers a guest with AUT401 and a bad body with its 400, changing nothing', async () => {
    const body = { type: 'Newsletter', channel: 'email', optin: true };
    expect((await call(SUBSCRIPTION, { method: 'PUT', body })).status).toBe(401);
    expect((await call(SUBSCRIPTION)).status).toBe(401);

    const { account, jar } = await signedIn();
    const bad = await call(SUBSCRIPTION, {
      method: 'PUT',
      body: { ...body, channel: 'carrier-pigeon' },
      jar,
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad.json)?.errorId).toBe('ATTR200');
    expect(await newsletterOf(account.id)).toEqual([]);
  });

  it("never shows one shopper another's consents", async () => {
    const first = await signedIn();
    await call(SUBSCRIPTION, {
      method: 'PUT',
      body: { type: 'Newsletter', channel: 'email', optin: true },
      jar: first.jar,
    });
    const second = await signedIn();
    const listed = await call(SUBSCRIPTION, { jar: second.jar });
    expect(listed.json).toMatchObject({ subscriptions: [] });
  });
});

describe('notification preferences (PUT notification)', () => {
  it('turns order updates off', async () => {
    const { account, jar } = await signedIn();
    const reply = await call('/consumers-v3/consumer/notification', {
      method: 'PUT',
      body: { notificationPreferences: { orderUpdates: false } },
      jar,
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ notificationPreferences: { orderUpdates: false } });
    const [row] = await db().select().from(consumers).where(eq(consumers.id, account.id));
    expect(row?.notificationPreferences).toMatchObject({ orderUpdates: false });

    const unknown = await call('/consumers-v3/consumer/notification', {
      method: 'PUT',
      body: { notificationPreferences: { spam: true } },
      jar,
    });
    expect(unknown.status).toBe(400);
    const guest = await call('/consumers-v3/consumer/notification', {
      method: 'PUT',
      body: { notificationPreferences: {} },
    });
    expect(guest.status).toBe(401);
  });
});
