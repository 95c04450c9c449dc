import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { refreshTokens } from '../db/schema';
import { CookieJar, firstError } from '../testing/test-api';
import { RESET_TOKEN_MINUTES } from './password-reset-tokens';
import {
  createAccount,
  guestToken,
  setupAuthApi,
  signIn,
  type TestAccount,
} from './testing/auth-test-kit';

const { call, db, clock, mail } = setupAuthApi({
  auth: { publicBaseUrl: 'https://shop.example.com' },
});

const requestReset = (email: string, headers?: Record<string, string>) =>
  call('/consumers-v3/consumer/resetpassword', { method: 'POST', body: { email }, headers });

const confirm = (token: string | undefined, newPassword = 'Fresh#Start2026') =>
  call('/consumers-v3/confirmforgotpassword', { method: 'POST', body: { token, newPassword } });

/** Asks for a reset link and reads it from the mail sent after the reply. */
async function resetLinkFor(account: TestAccount, headers?: Record<string, string>) {
  const before = mail.length;
  expect((await requestReset(account.email, headers)).status).toBe(200);
  const message = await vi.waitFor(() => {
    const found = mail.slice(before).find((sent) => sent.to === account.email);
    if (!found) throw new Error('no reset mail yet');
    return found;
  });
  expect(message.kind).toBe('password-reset');
  const url = new URL(/https:\/\/\S+reset-password\?token=[\w-]+/.exec(message.text)![0]);
  return { url, token: url.searchParams.get('token')!, message };
}

async function sessionsOf(account: TestAccount) {
  return db().select().from(refreshTokens).where(eq(refreshTokens.subjectId, account.id));
}

describe('password reset', () => {
  it('mails a link in the shopper locale that works once', async () => {
    const account = await createAccount(db());
    const { url, token, message } = await resetLinkFor(account, {
      'x-locale': 'de_DE',
      'x-region': 'EMEA',
    });
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example.com/de-de/reset-password');
    expect(message.locale).toBe('de-de');

    expect((await confirm(token)).json).toEqual({ success: true });
    const again = await confirm(token, 'Other#Choice2026');
    expect(again.status).toBe(410);
    expect(firstError(again.json).errorId).toBe('AUT402');

    const jar = new CookieJar();
    expect((await signIn(call, { ...account, password: 'Fresh#Start2026' }, jar)).status).toBe(200);
  });

  it('refuses an expired link with AUT402', async () => {
    const account = await createAccount(db());
    const { token } = await resetLinkFor(account);
    clock.advance(RESET_TOKEN_MINUTES * 60_000 + 1000);
    expect(firstError((await confirm(token)).json).errorId).toBe('AUT402');
  });

  it('refuses a token it never issued with AUT402', async () => {
    expect(firstError((await confirm('n'.repeat(43))).json).errorId).toBe('AUT402');
  });

  it('ends every session of the account and retires older links', async () => {
    const account = await createAccount(db());
    await signIn(call, account, new CookieJar());
    const older = await resetLinkFor(account);
    const newer = await resetLinkFor(account);
    expect((await confirm(newer.token)).status).toBe(200);
    expect((await sessionsOf(account)).every((row) => row.revokedAt !== null)).toBe(true);
    expect(firstError((await confirm(older.token, 'Third#Try2026')).json).errorId).toBe('AUT402');
  });

  it('refuses the current password as the new one with AUT452, keeping the link usable', async () => {
    const account = await createAccount(db());
    const { token } = await resetLinkFor(account);
    const same = await confirm(token, account.password);
    expect(firstError(same.json)).toMatchObject({ errorId: 'AUT452', field: 'body.newPassword' });
    expect((await confirm(token)).status).toBe(200);
  });

  it('answers an unknown email exactly as a registered one, and mails nobody', async () => {
    const account = await createAccount(db());
    const before = mail.length;
    const known = await requestReset(account.email);
    const unknown = await requestReset('nobody.here@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(unknown.setCookies).toEqual(known.setCookies);
    await vi.waitFor(() => expect(mail.length).toBe(before + 1));
    expect(mail.at(-1)!.to).toBe(account.email);
  });
});

describe('password change', () => {
  it('needs a signed-in consumer', async () => {
    const jar = new CookieJar();
    await guestToken(call, jar);
    const reply = await call('/consumers-v3/consumer/changepassword', {
      method: 'POST',
      body: { currentPassword: 'x', newPassword: 'Valid#Pass123' },
      jar,
    });
    expect(reply.status).toBe(401);
    expect(firstError(reply.json).errorId).toBe('AUT404');
  });

  it('checks the current password (AUT450) and refuses it as the new one (AUT451)', async () => {
    const account = await createAccount(db());
    const jar = new CookieJar();
    await signIn(call, account, jar);
    const change = (currentPassword: string, newPassword: string) =>
      call('/consumers-v3/consumer/changepassword', {
        method: 'POST',
        body: { currentPassword, newPassword },
        jar,
      });
    expect(firstError((await change('Wrong#Guess1', 'Valid#Pass123')).json).errorId).toBe('AUT450');
    expect(firstError((await change(account.password, account.password)).json).errorId).toBe(
      'AUT451',
    );
  });

  it('signs out other devices, keeps this one and mails a notice', async () => {
    const account = await createAccount(db());
    const here = new CookieJar();
    const elsewhere = new CookieJar();
    await signIn(call, account, elsewhere);
    await signIn(call, account, here);

    const reply = await call('/consumers-v3/consumer/changepassword', {
      method: 'POST',
      body: { currentPassword: account.password, newPassword: 'Changed#Pass2026' },
      jar: here,
    });
    expect(reply.json).toEqual({ success: true });
    expect(mail.at(-1)).toMatchObject({ to: account.email, kind: 'password-changed' });

    const refresh = (jar: CookieJar) => call('/token/v2/auth/refresh', { method: 'POST', jar });
    expect((await refresh(here)).status).toBe(200);
    expect(firstError((await refresh(elsewhere)).json).errorId).toBe('AUT409');
  });
});
