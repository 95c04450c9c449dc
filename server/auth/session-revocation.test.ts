import { describe, expect, it, vi } from 'vitest';
import { createMemoryState } from '../shared-state/memory-state';
import { ROTATED_TOKEN_GRACE_MS } from './refresh-tokens';
import { CookieJar, createTestApi, firstError } from '../testing/test-api';
import {
  createAccount,
  manualClock,
  memoryMailer,
  setupAuthApi,
  signIn,
  type ApiCall,
  type TestAccount,
} from './testing/auth-test-kit';

const { call, db, mail, clock } = setupAuthApi();

const profile = (jar: CookieJar, api: ApiCall = call) =>
  api('/consumers-v3/consumer/profile', { jar });
const refresh = (jar: CookieJar) => call('/token/v2/auth/refresh', { method: 'POST', jar });
const signOut = (jar: CookieJar, api: ApiCall = call) =>
  api('/consumers-v3/consumer/auth/signout', { method: 'POST', body: {}, jar });

/** A jar holding copies of another's cookies: the same device, or a thief's copy of it. */
function copyOf(jar: CookieJar): CookieJar {
  const copy = new CookieJar();
  const access = jar.get('stride_at');
  const refreshToken = jar.get('stride_rt');
  if (access) copy.set('stride_at', access);
  if (refreshToken) copy.set('stride_rt', refreshToken, '/api/token');
  return copy;
}

async function signedIn(account: TestAccount, api: ApiCall = call) {
  const jar = new CookieJar();
  expect((await signIn(api, account, jar)).status).toBe(200);
  expect((await profile(jar, api)).status).toBe(200);
  return jar;
}

/** The access cookie no longer speaks for anyone: the API answers AUT404, as without one. */
async function expectEnded(jar: CookieJar, api: ApiCall = call) {
  const reply = await profile(jar, api);
  expect(reply.status).toBe(401);
  expect(firstError(reply.json).errorId).toBe('AUT404');
}

describe('a session ends at once, not when its access token expires', () => {
  it('after signing out', async () => {
    const jar = await signedIn(await createAccount(db()));
    const copy = copyOf(jar);
    expect((await signOut(jar)).status).toBe(200);
    await expectEnded(copy);
    expect(firstError((await refresh(copy)).json).errorId).toBe('AUT409');
  });

  it('on every other device after a password change', async () => {
    const account = await createAccount(db());
    const deviceB = await signedIn(account);
    const deviceA = await signedIn(account);
    const change = await call('/consumers-v3/consumer/changepassword', {
      method: 'POST',
      body: { currentPassword: account.password, newPassword: 'Changed#Pass2026' },
      jar: deviceA,
    });
    expect(change.status).toBe(200);
    await expectEnded(deviceB);
    expect(firstError((await refresh(deviceB)).json).errorId).toBe('AUT409');
    expect((await profile(deviceA)).status).toBe(200);
  });

  it('on every device after a password reset', async () => {
    const account = await createAccount(db());
    const jar = await signedIn(account);
    const before = mail.length;
    await call('/consumers-v3/consumer/resetpassword', {
      method: 'POST',
      body: { email: account.email },
    });
    const message = await vi.waitFor(() => {
      const found = mail.slice(before).find((sent) => sent.to === account.email);
      if (!found) throw new Error('no reset mail yet');
      return found;
    });
    const token = /reset-password\?token=([\w-]+)/.exec(message.text)?.[1];
    const confirm = await call('/consumers-v3/confirmforgotpassword', {
      method: 'POST',
      body: { token, newPassword: 'Fresh#Start2026' },
    });
    expect(confirm.status).toBe(200);
    await expectEnded(jar);
    expect(firstError((await refresh(jar)).json).errorId).toBe('AUT409');
  });

  it('for the shopper and the thief when a refresh token is used twice', async () => {
    const jar = await signedIn(await createAccount(db()));
    const stolen = copyOf(jar);
    expect((await refresh(jar)).status).toBe(200);
    clock.advance(ROTATED_TOKEN_GRACE_MS + 1);
    expect((await refresh(stolen)).status).toBe(409);
    // The shopper's access token came from the newest refresh, yet the session is over.
    await expectEnded(jar);
  });

  it('on every server instance that shares the state', async () => {
    const shared = {
      secret: () => 'one-signing-secret-for-both-instances-of-the-store',
      state: createMemoryState(),
      clock: manualClock(),
      mailer: memoryMailer().mailer,
    };
    const first = createTestApi(db(), { auth: shared });
    const second = createTestApi(db(), { auth: shared });
    const jar = await signedIn(await createAccount(db()), first);
    const copy = copyOf(jar);
    expect((await profile(copy, second)).status).toBe(200);
    await signOut(jar, first);
    await expectEnded(copy, second);
  });
});

describe('a session survives a refresh whose answer never arrived', () => {
  it('when the browser presents the token it held again within seconds', async () => {
    const jar = await signedIn(await createAccount(db()));
    // The refresh went through on the server, but the page navigated before its cookies landed:
    // the browser still holds the old refresh token, and its access cookie has expired.
    const lostAnswer = new CookieJar();
    lostAnswer.set('stride_rt', jar.get('stride_rt')!, '/api/token');
    expect((await refresh(jar)).status).toBe(200);
    clock.advance(ROTATED_TOKEN_GRACE_MS / 2);

    const session = await call('/token/v2/auth/session', { jar: lostAnswer });
    expect(session.json).toEqual({ status: 'expired' });
    expect((await refresh(lostAnswer)).status).toBe(200);
    expect((await profile(lostAnswer)).status).toBe(200);
    // Neither copy ended the other: the one whose answer did arrive goes on too.
    expect((await profile(jar)).status).toBe(200);
  });
});
