import { describe, expect, it } from 'vitest';
import { signInResponseSchema, tokenResponseSchema } from '@/lib/contracts/auth';
import { CookieJar, firstError } from '../testing/test-api';
import { AUTHORIZATION_CODE_SECONDS } from './authorization-codes';
import {
  authorize,
  createAccount,
  pkcePair,
  setupAuthApi,
  signInBody,
  type TestAccount,
} from './testing/auth-test-kit';

const { call, db, clock } = setupAuthApi();

const exchange = (authorizationCode: string, codeVerifier: string, jar?: CookieJar) =>
  call('/token/v2/auth/token', {
    method: 'POST',
    body: { type: 'Registered', authorizationCode, codeVerifier },
    jar,
  });

let account: TestAccount;
beforeAll(async () => {
  account = await createAccount(db(), { consumerType: 'EMPLOYEE', memberId: 'M0000000042' });
});

describe('sign-in with PKCE', () => {
  it('answers an authorization code, then tokens for the matching verifier', async () => {
    const pair = pkcePair();
    const signIn = await call('/consumers-v3/auth/signin', {
      method: 'POST',
      body: signInBody(account, pair.codeChallenge),
    });
    expect(signIn.status).toBe(200);
    const { authorizationCode } = signInResponseSchema.parse(signIn.json);

    const jar = new CookieJar();
    const reply = await exchange(authorizationCode, pair.codeVerifier, jar);
    expect(reply.status).toBe(200);
    expect(tokenResponseSchema.parse(reply.json)).toMatchObject({
      consumerId: account.id,
      consumerType: 'EMPLOYEE',
      memberId: 'M0000000042',
      basketId: null,
      favorites: null,
      isEmployeeDiscountTCAccepted: false,
      expiresIn: 900,
    });
    expect(jar.get('stride_at')).toBeTruthy();
    expect(jar.get('stride_rt')).toBeTruthy();

    const profile = await call('/consumers-v3/consumer/profile', { jar });
    expect(profile.status).toBe(200);
  });

  it('refuses a verifier that does not match the challenge with AUT432', async () => {
    const { authorizationCode } = await authorize(call, account);
    const reply = await exchange(authorizationCode, pkcePair().codeVerifier);
    expect(reply.status).toBe(401);
    expect(firstError(reply.json).errorId).toBe('AUT432');
  });

  it('refuses the plain challenge method with AUT432', async () => {
    const pair = pkcePair();
    const reply = await call('/consumers-v3/auth/signin', {
      method: 'POST',
      body: signInBody(account, pair.codeChallenge, { codeChallengeMethod: 'plain' }),
    });
    expect(reply.status).toBe(401);
    expect(firstError(reply.json)).toMatchObject({
      errorId: 'AUT432',
      field: 'body.codeChallengeMethod',
    });
  });

  it('answers AUT409 to a reused code and revokes the session it opened', async () => {
    const { authorizationCode, codeVerifier } = await authorize(call, account);
    const jar = new CookieJar();
    expect((await exchange(authorizationCode, codeVerifier, jar)).status).toBe(200);

    const again = await exchange(authorizationCode, codeVerifier);
    expect(again.status).toBe(409);
    expect(firstError(again.json).errorId).toBe('AUT409');

    // The first exchange's refresh token died with the replay.
    const refresh = await call('/token/v2/auth/refresh', { method: 'POST', jar });
    expect(firstError(refresh.json).errorId).toBe('AUT409');
  });

  it('answers AUT404 to an expired code', async () => {
    const { authorizationCode, codeVerifier } = await authorize(call, account);
    clock.advance((AUTHORIZATION_CODE_SECONDS + 1) * 1000);
    const reply = await exchange(authorizationCode, codeVerifier);
    expect(reply.status).toBe(401);
    expect(firstError(reply.json).errorId).toBe('AUT404');
  });

  it('answers AUT404 to a code it never issued', async () => {
    const reply = await exchange('x'.repeat(43), pkcePair().codeVerifier);
    expect(firstError(reply.json).errorId).toBe('AUT404');
  });

  it('refuses a verifier shorter than 43 characters with AUT432', async () => {
    const { authorizationCode, codeVerifier } = await authorize(call, account);
    const reply = await exchange(authorizationCode, codeVerifier.slice(0, 42));
    expect(reply.status).toBe(401);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'AUT432', field: 'body.codeVerifier' });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const pair = pkcePair();
    const unknown = await call('/consumers-v3/auth/signin', {
      method: 'POST',
      body: signInBody({ email: 'nobody@example.com', password: 'Whatever#1' }, pair.codeChallenge),
    });
    const wrong = await call('/consumers-v3/auth/signin', {
      method: 'POST',
      body: signInBody({ ...account, password: 'Wrong#Password1' }, pair.codeChallenge),
    });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
  });

  it('refuses a sign-in without a valid captcha token with AUT403', async () => {
    const { codeChallenge } = pkcePair();
    for (const recaptcha_response of [undefined, 'offline.register.abcdefghijklmnop', 'garbage']) {
      const reply = await call('/consumers-v3/auth/signin', {
        method: 'POST',
        body: signInBody(account, codeChallenge, { recaptcha_response }),
      });
      expect(reply.status).toBe(403);
      expect(firstError(reply.json).errorId).toBe('AUT403');
    }
  });
});
