import { describe, expect, it } from 'vitest';
import { sessionStateSchema } from '@/lib/contracts/auth';
import { CookieJar } from '../testing/test-api';
import { ACCESS_TOKEN_SECONDS } from './access-token';
import { createAccount, guestToken, setupAuthApi, signIn } from './testing/auth-test-kit';

const { call, db, clock } = setupAuthApi();

async function sessionOf(jar: CookieJar) {
  const reply = await call('/token/v2/auth/session', { jar });
  expect(reply.status).toBe(200);
  expect(reply.headers.get('cache-control')).toBe('no-store');
  // Asking changes nothing: no cookie is set or cleared.
  expect(reply.setCookies).toEqual([]);
  return sessionStateSchema.parse(reply.json);
}

describe('GET /token/v2/auth/session', () => {
  it('answers a visitor without a session with 200, not a 401', async () => {
    expect(await sessionOf(new CookieJar())).toEqual({ status: 'none' });
  });

  it('says a guest is a guest', async () => {
    const jar = new CookieJar();
    await guestToken(call, jar);
    expect(await sessionOf(jar)).toEqual({ status: 'active', consumerType: 'GUEST' });
  });

  it('says a signed-in shopper is registered, and expired once the access token is', async () => {
    const jar = new CookieJar();
    expect((await signIn(call, await createAccount(db()), jar)).status).toBe(200);
    expect(await sessionOf(jar)).toEqual({ status: 'active', consumerType: 'REGISTERED' });

    clock.advance((ACCESS_TOKEN_SECONDS + 1) * 1000);
    expect(await sessionOf(jar)).toEqual({ status: 'expired' });
    expect((await call('/token/v2/auth/refresh', { method: 'POST', jar })).status).toBe(200);
    expect(await sessionOf(jar)).toEqual({ status: 'active', consumerType: 'REGISTERED' });
  });

  it('does not offer a refresh for a refresh cookie the server no longer honours', async () => {
    const jar = new CookieJar();
    jar.set('stride_rt', 'not-a-live-token', '/api/token');
    expect(await sessionOf(jar)).toEqual({ status: 'none' });
  });
});
