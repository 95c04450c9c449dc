import { describe, expect, it } from 'vitest';
import { CookieJar, firstError } from '../testing/test-api';
import { createAccount, guestToken, setupAuthApi, signIn } from './testing/auth-test-kit';

const PUBLIC_BASE_URL = 'https://shop.example.com';
const { call, db } = setupAuthApi({ auth: { publicBaseUrl: PUBLIC_BASE_URL } });

function cookieLine(setCookies: string[], name: string): string {
  const line = setCookies.find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${setCookies.join(' | ')}`);
  return line;
}

describe('session cookies', () => {
  it('are HttpOnly, Secure and SameSite, and the refresh cookie is scoped to /api/token', async () => {
    const jar = new CookieJar();
    const reply = await signIn(call, await createAccount(db()), jar);
    const access = cookieLine(reply.setCookies, 'stride_at');
    const refresh = cookieLine(reply.setCookies, 'stride_rt');
    for (const line of [access, refresh]) {
      expect(line).toContain('HttpOnly');
      expect(line).toContain('Secure');
    }
    expect(access).toContain('SameSite=Lax');
    expect(access).toContain('Path=/;');
    expect(access).toContain('Max-Age=900');
    expect(refresh).toContain('SameSite=Strict');
    expect(refresh).toContain('Path=/api/token');
  });

  it('tell the page only whose session it is, with a readable hint that goes at sign-out', async () => {
    const jar = new CookieJar();
    const guest = await guestToken(call, jar);
    expect(cookieLine(guest.setCookies, 'stride_session')).toMatch(/^stride_session=guest;/);
    const reply = await signIn(call, await createAccount(db()), jar);
    const hint = cookieLine(reply.setCookies, 'stride_session');
    const refresh = cookieLine(reply.setCookies, 'stride_rt');
    expect(hint).not.toContain('HttpOnly');
    expect(hint).toMatch(/^stride_session=consumer;/);
    expect(hint).toContain('Path=/;');
    expect(/Max-Age=\d+/.exec(hint)?.[0]).toBe(/Max-Age=\d+/.exec(refresh)?.[0]);

    const signedOut = await call('/consumers-v3/consumer/auth/signout', {
      method: 'POST',
      body: {},
      jar,
      headers: { origin: 'http://test', 'sec-fetch-site': 'same-origin' },
    });
    expect(signedOut.status).toBe(200);
    expect(jar.get('stride_session')).toBeUndefined();
  });

  it('never put a token in the body for the web', async () => {
    const jar = new CookieJar();
    const guest = await guestToken(call, jar);
    const signedIn = await signIn(call, await createAccount(db()), jar);
    const refreshed = await call('/token/v2/auth/refresh', { method: 'POST', jar });
    for (const reply of [guest, signedIn, refreshed]) {
      expect(reply.status).toBe(200);
      expect(reply.json).not.toHaveProperty('refreshToken');
      const text = JSON.stringify(reply.json);
      expect(text).not.toContain(jar.get('stride_at')!);
      expect(text).not.toContain(jar.get('stride_rt')!);
    }
  });

  it('accepts the access token as a Bearer header from the app webview only', async () => {
    const jar = new CookieJar();
    await signIn(call, await createAccount(db()), jar);
    const bearer = { authorization: `Bearer ${jar.get('stride_at')}` };
    const fromApp = await call('/consumers-v3/consumer/profile', {
      headers: { ...bearer, 'x-channel': 'MAPP' },
    });
    expect(fromApp.status).toBe(200);
    const fromWeb = await call('/consumers-v3/consumer/profile', { headers: bearer });
    expect(firstError(fromWeb.json).errorId).toBe('AUT404');
  });
});

describe('cross-site request forgery', () => {
  const signOut = (jar: CookieJar, headers: Record<string, string>) =>
    call('/consumers-v3/consumer/auth/signout', { method: 'POST', body: {}, jar, headers });

  it('refuses a cookie-carrying write from another origin', async () => {
    const jar = new CookieJar();
    await guestToken(call, jar);
    const reply = await signOut(jar, { origin: 'https://evil.example' });
    expect(reply.status).toBe(401);
    expect(firstError(reply.json)).toMatchObject({
      errorId: 'AUT432',
      message: 'Cross-site request refused.',
    });
    expect(jar.get('stride_at')).toBeTruthy();
  });

  it('refuses a cookie-carrying write the browser marks cross-site', async () => {
    const jar = new CookieJar();
    await guestToken(call, jar);
    const reply = await signOut(jar, { 'sec-fetch-site': 'cross-site' });
    expect(firstError(reply.json).errorId).toBe('AUT432');
  });

  it('accepts writes from its own origin, also behind a proxy', async () => {
    const jar = new CookieJar();
    await guestToken(call, jar);
    const direct = await signOut(jar, { origin: 'http://test', 'sec-fetch-site': 'same-origin' });
    expect(direct.status).toBe(200);

    // A proxy terminating TLS keeps the Host and says the scheme was https.
    await guestToken(call, jar);
    const proxied = await signOut(jar, {
      origin: 'https://shop.example.co.uk',
      host: 'shop.example.co.uk',
      'x-forwarded-proto': 'https',
    });
    expect(proxied.status).toBe(200);

    // A proxy rewriting Host to an internal name: the public origin is PUBLIC_BASE_URL's.
    await guestToken(call, jar);
    const rewritten = await signOut(jar, { origin: PUBLIC_BASE_URL, host: 'app.internal:3000' });
    expect(rewritten.status).toBe(200);
  });

  it('is not fooled by a forged X-Forwarded-Host naming the attacker', async () => {
    const jar = new CookieJar();
    await guestToken(call, jar);
    const forged = await signOut(jar, {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(firstError(forged.json).errorId).toBe('AUT432');
    expect(jar.get('stride_at')).toBeTruthy();
  });

  it('lets a write without session cookies through (nothing ambient to abuse)', async () => {
    const reply = await call('/token/v2/auth/token', {
      method: 'POST',
      body: { type: 'Guest' },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(reply.status).toBe(200);
  });
});
