import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '@/lib/contracts/auth';
import { refreshTokens } from '../db/schema';
import { hashSecretToken } from '../security/secret-token';
import { CookieJar, firstError } from '../testing/test-api';
import { ACCESS_TOKEN_SECONDS } from './access-token';
import { REFRESH_TOKEN_SECONDS, ROTATED_TOKEN_GRACE_MS } from './refresh-tokens';
import { createAccount, guestToken, setupAuthApi, signIn } from './testing/auth-test-kit';

const { call, db, clock } = setupAuthApi();

const refresh = (jar: CookieJar) => call('/token/v2/auth/refresh', { method: 'POST', jar });

async function signedInJar() {
  const jar = new CookieJar();
  const reply = await signIn(call, await createAccount(db()), jar);
  expect(reply.status).toBe(200);
  return jar;
}

describe('refresh token rotation', () => {
  it('rotates within the family and keeps the consumer signed in', async () => {
    const jar = await signedInJar();
    const first = jar.get('stride_rt')!;
    clock.advance((ACCESS_TOKEN_SECONDS + 1) * 1000);
    expect((await call('/consumers-v3/consumer/profile', { jar })).status).toBe(401);

    const reply = await refresh(jar);
    expect(reply.status).toBe(200);
    expect(tokenResponseSchema.parse(reply.json).consumerType).toBe('REGISTERED');
    const second = jar.get('stride_rt')!;
    expect(second).not.toBe(first);
    expect((await call('/consumers-v3/consumer/profile', { jar })).status).toBe(200);

    const rows = await db().select().from(refreshTokens);
    const old = rows.find((row) => row.tokenHash === hashSecretToken(first))!;
    const next = rows.find((row) => row.tokenHash === hashSecretToken(second))!;
    expect(old.rotatedAt).not.toBeNull();
    expect(next.familyId).toBe(old.familyId);
  });

  it('revokes the whole family when a rotated token comes back (AUT409)', async () => {
    const jar = await signedInJar();
    const copied = jar.get('stride_rt')!;
    const stolen = new CookieJar();
    stolen.set('stride_rt', copied, '/api/token');
    expect((await refresh(jar)).status).toBe(200);
    // Past the window in which a lost refresh answer may be retried.
    clock.advance(ROTATED_TOKEN_GRACE_MS + 1);

    const replay = await refresh(stolen);
    expect(replay.status).toBe(409);
    expect(firstError(replay.json).errorId).toBe('AUT409');
    expect(replay.setCookies.some((line) => /^stride_rt=;.*Max-Age=0/.test(line))).toBe(true);

    // The legitimate holder's newer token died with the family.
    const legit = await refresh(jar);
    expect(firstError(legit.json).errorId).toBe('AUT409');
    const [copiedRow] = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecretToken(copied)));
    const members = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, copiedRow!.familyId));
    expect(members).toHaveLength(2);
    expect(members.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('answers AUT404 to an expired refresh token', async () => {
    const jar = await signedInJar();
    clock.advance((REFRESH_TOKEN_SECONDS + 1) * 1000);
    const reply = await refresh(jar);
    expect(reply.status).toBe(401);
    expect(firstError(reply.json).errorId).toBe('AUT404');
  });

  it('answers AUT404 when no refresh token is sent', async () => {
    const reply = await refresh(new CookieJar());
    expect(firstError(reply.json).errorId).toBe('AUT404');
  });

  it('rotates a token the app webview sends in the body and answers the next one', async () => {
    const jar = new CookieJar();
    const app = { 'x-channel': 'MAPP' };
    const guest = await call('/token/v2/auth/token', {
      method: 'POST',
      body: { type: 'Guest' },
      headers: app,
    });
    const { refreshToken } = tokenResponseSchema.parse(guest.json);
    expect(refreshToken).toMatch(/^[\w-]{43}$/);

    const reply = await call('/token/v2/auth/refresh', {
      method: 'POST',
      body: { refreshToken },
      headers: app,
      jar,
    });
    expect(reply.status).toBe(200);
    const next = tokenResponseSchema.parse(reply.json).refreshToken;
    expect(next).toBe(jar.get('stride_rt'));
    expect(next).not.toBe(refreshToken);
  });
});

describe('guest token', () => {
  it('makes a guest once and answers the same guest while the session lasts', async () => {
    const jar = new CookieJar();
    const first = await guestToken(call, jar);
    expect(tokenResponseSchema.parse(first.json)).toMatchObject({
      consumerType: 'GUEST',
      consumerId: null,
      basketId: null,
    });
    const [guestRow] = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecretToken(jar.get('stride_rt')!)));

    expect((await guestToken(call, jar)).status).toBe(200);
    // With the access token expired, the refresh cookie still names the same guest.
    clock.advance((ACCESS_TOKEN_SECONDS + 1) * 1000);
    expect((await guestToken(call, jar)).status).toBe(200);
    const rows = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.subjectId, guestRow!.subjectId));
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
  });

  it('answers for the signed-in consumer instead of making a guest', async () => {
    const jar = await signedInJar();
    const reply = await guestToken(call, jar);
    expect(tokenResponseSchema.parse(reply.json).consumerType).toBe('REGISTERED');
  });
});

describe('sign-out', () => {
  it('revokes the session and clears both cookies', async () => {
    const jar = await signedInJar();
    const refreshCookie = jar.get('stride_rt')!;
    const reply = await call('/consumers-v3/consumer/auth/signout', {
      method: 'POST',
      body: {},
      jar,
    });
    expect(reply.json).toEqual({ success: true });
    expect(jar.get('stride_at')).toBeUndefined();
    expect(jar.get('stride_rt')).toBeUndefined();

    const [row] = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecretToken(refreshCookie)));
    expect(row!.revokedAt).not.toBeNull();

    const next = await guestToken(call, jar);
    expect(tokenResponseSchema.parse(next.json).consumerType).toBe('GUEST');
  });
});
