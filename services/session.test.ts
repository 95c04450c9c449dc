import { describe, expect, it } from 'vitest';
import type { SessionState } from '@/lib/contracts/auth';
import { profileReply, tokenReply } from '@/mocks/auth-handlers';
import { createAuthClient } from './auth';
import { loadProfile, requestGuestToken } from './session';
import { createSessionRenewal, memorySessionMark, withSessionRenewal } from './session-renewal';
import { inTabLock } from './tab-lock';
import { createTransport } from './transport';

function errorResponse(status: number, errorId: string) {
  return Response.json(
    { errorDetails: [{ errorId, message: errorId }], appId: 'test', correlationId: 'test' },
    { status },
  );
}

/** Answers by path, each path's responses in order; records the paths called. */
function clientAnswering(routes: Record<string, Response[]>) {
  const calls: string[] = [];
  const request = createTransport({
    baseUrl: 'http://test/api',
    fetch: async (req) => {
      const path = new URL(req.url).pathname.replace('/api', '');
      calls.push(path);
      const next = routes[path]?.shift();
      if (!next) throw new Error(`Unexpected call to ${path}`);
      return next;
    },
    brand: 'stride',
    locale: 'en-us',
    channel: 'ECOMM',
    sessionId: 'test-session',
  });
  // As in the browser: every call but the token calls renews an ended session once.
  const tokens = createAuthClient(request);
  const session = createSessionRenewal({
    refresh: () => tokens.refresh(),
    startGuest: () => requestGuestToken(tokens),
    lock: inTabLock(),
    mark: memorySessionMark(),
  });
  return { auth: createAuthClient(withSessionRenewal(request, session)), calls };
}

const PROFILE = '/consumers-v3/consumer/profile';
const SESSION = '/token/v2/auth/session';
const REFRESH = '/token/v2/auth/refresh';
const TOKEN = '/token/v2/auth/token';
const registered = tokenReply({ consumerId: 'c1', consumerNo: 'n1', consumerType: 'REGISTERED' });
const session = (state: SessionState) => Response.json(state);
const expired = () => session({ status: 'expired' });

describe('loadProfile', () => {
  it('answers the profile of a signed-in shopper', async () => {
    const { auth, calls } = clientAnswering({
      [SESSION]: [session({ status: 'active', consumerType: 'REGISTERED' })],
      [PROFILE]: [Response.json(profileReply())],
    });
    await expect(loadProfile(auth)).resolves.toMatchObject({ consumerType: 'REGISTERED' });
    expect(calls).toEqual([SESSION, PROFILE]);
  });

  it.each<[string, SessionState]>([
    ['a guest', { status: 'active', consumerType: 'GUEST' }],
    ['a visitor without a session', { status: 'none' }],
  ])('asks only who %s is, and reads no profile', async (_, state) => {
    const { auth, calls } = clientAnswering({ [SESSION]: [session(state)] });
    await expect(loadProfile(auth)).resolves.toBeNull();
    expect(calls).toEqual([SESSION]);
  });

  it('tells only a visitor without a session that none is left', async () => {
    const told: string[] = [];
    const whenNoSession = async () => {
      told.push('no session');
    };
    const none = clientAnswering({ [SESSION]: [session({ status: 'none' })] });
    await loadProfile(none.auth, whenNoSession);
    const guest = clientAnswering({
      [SESSION]: [session({ status: 'active', consumerType: 'GUEST' })],
    });
    await loadProfile(guest.auth, whenNoSession);
    expect(told).toEqual(['no session']);
  });

  it('refreshes an expired session once, then reads the profile again', async () => {
    const { auth, calls } = clientAnswering({
      [SESSION]: [expired()],
      [PROFILE]: [errorResponse(401, 'AUT404'), Response.json(profileReply())],
      [REFRESH]: [Response.json(registered)],
    });
    await expect(loadProfile(auth)).resolves.toMatchObject({
      consumerId: profileReply().consumerId,
    });
    expect(calls).toEqual([SESSION, PROFILE, REFRESH, PROFILE]);
  });

  it.each([
    ['a refused refresh', errorResponse(401, 'AUT404')],
    ['a reused refresh token', errorResponse(409, 'AUT409')],
  ])('takes the visitor for a guest, with a guest session, after %s', async (_, refreshAnswer) => {
    const { auth, calls } = clientAnswering({
      [SESSION]: [expired()],
      [PROFILE]: [errorResponse(401, 'AUT404'), errorResponse(401, 'AUT404')],
      [REFRESH]: [refreshAnswer],
      [TOKEN]: [Response.json(tokenReply())],
    });
    await expect(loadProfile(auth)).resolves.toBeNull();
    expect(calls).toEqual([SESSION, PROFILE, REFRESH, TOKEN, PROFILE]);
  });

  it('takes a guest whose session was refreshed for a guest', async () => {
    const { auth, calls } = clientAnswering({
      [SESSION]: [expired()],
      [PROFILE]: [errorResponse(401, 'AUT404'), errorResponse(401, 'AUT404')],
      [REFRESH]: [Response.json(tokenReply())],
    });
    await expect(loadProfile(auth)).resolves.toBeNull();
    expect(calls).toEqual([SESSION, PROFILE, REFRESH, PROFILE]);
  });

  it('reports a failing service instead of signing the shopper out', async () => {
    const { auth } = clientAnswering({ [SESSION]: [errorResponse(500, 'GEN500')] });
    await expect(loadProfile(auth)).rejects.toMatchObject({ code: 'GEN500' });
  });
});

describe('requestGuestToken', () => {
  it('ignores a 403', async () => {
    const { auth } = clientAnswering({ [TOKEN]: [errorResponse(403, 'AUT403')] });
    await expect(requestGuestToken(auth)).resolves.toBeNull();
  });

  it('answers the guest summary', async () => {
    const { auth } = clientAnswering({ [TOKEN]: [Response.json(tokenReply())] });
    await expect(requestGuestToken(auth)).resolves.toMatchObject({ consumerType: 'GUEST' });
  });

  it('passes other failures on', async () => {
    const { auth } = clientAnswering({ [TOKEN]: [errorResponse(500, 'GEN500')] });
    await expect(requestGuestToken(auth)).rejects.toMatchObject({ code: 'GEN500' });
  });
});
