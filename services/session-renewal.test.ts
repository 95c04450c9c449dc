import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tokenReply } from '@/mocks/auth-handlers';
import { createAuthClient } from './auth';
import { requestGuestToken } from './session';
import {
  browserSessionMark,
  createSessionRenewal,
  RENEWAL_MARK_KEY,
  withSessionRenewal,
} from './session-renewal';
import { inTabLock, storageLeaseTabLock, webLocksTabLock, type TabLock } from './tab-lock';
import { createTransport } from './transport';

const okSchema = z.object({ ok: z.literal(true) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorResponse(status: number, errorId: string) {
  return Response.json(
    { errorDetails: [{ errorId, message: errorId }], appId: 'test', correlationId: 'test' },
    { status },
  );
}

/**
 * The identity service as a browser meets it: one cookie jar shared by the browser's tabs, an
 * access token the browser drops when it expires, and refresh tokens that rotate, where
 * presenting one that was already used revokes the session (decision 005).
 */
function browserAndServer({ refreshCookie = true } = {}) {
  let issued = 0;
  const jar = { access: 'access-0' as string | null, refresh: refreshCookie ? 'refresh-0' : null };
  const server = { access: new Set(['access-0']), refresh: 'refresh-0', used: new Set<string>() };
  const calls: string[] = [];
  const refreshAnswers: number[] = [];
  let refreshFailure: Response | null = null;

  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.replace('/api', '');
    calls.push(path);
    const sentRefresh = jar.refresh;
    const sentAccess = jar.access;
    // Time on the wire, so that calls from several tabs overlap.
    await sleep(10);
    if (path === '/token/v2/auth/refresh') {
      const answer = refreshFailure ?? rotate(sentRefresh);
      refreshAnswers.push(answer.status);
      return answer;
    }
    if (path === '/token/v2/auth/token') {
      issued += 1;
      jar.access = `guest-access-${issued}`;
      jar.refresh = `guest-refresh-${issued}`;
      server.access.add(jar.access);
      return Response.json(tokenReply());
    }
    if (path === '/consumers-v3/auth/signin') return errorResponse(401, 'AUT401');
    return sentAccess && server.access.has(sentAccess)
      ? Response.json({ ok: true })
      : errorResponse(401, 'AUT404');
  };

  const rotate = (presented: string | null): Response => {
    if (!presented) return errorResponse(401, 'AUT404');
    if (server.used.has(presented)) {
      server.access.clear();
      return errorResponse(409, 'AUT409');
    }
    if (presented !== server.refresh) return errorResponse(401, 'AUT404');
    issued += 1;
    server.used.add(presented);
    server.refresh = `refresh-${issued}`;
    server.access.add(`access-${issued}`);
    jar.refresh = server.refresh;
    jar.access = `access-${issued}`;
    return Response.json(tokenReply({ consumerId: 'c-1', consumerType: 'REGISTERED' }));
  };

  return {
    calls,
    refreshAnswers,
    refreshes: () => calls.filter((path) => path === '/token/v2/auth/refresh').length,
    /** The browser dropped the expired access cookie. */
    expireAccess: () => {
      jar.access = null;
    },
    failRefreshWith: (response: Response) => {
      refreshFailure = response;
    },
    /** One tab of the browser: its own transport and renewal, the browser's cookies and lock. */
    tab(lock: TabLock) {
      const transport = createTransport({
        baseUrl: 'http://test/api',
        fetch,
        brand: 'stride',
        locale: 'en-us',
        channel: 'ECOMM',
        sessionId: 'test-session',
      });
      const tokens = createAuthClient(transport);
      const session = createSessionRenewal({
        refresh: () => tokens.refresh(),
        startGuest: () => requestGuestToken(tokens),
        lock,
        mark: browserSessionMark(),
      });
      const request = withSessionRenewal(transport, session);
      const read = (path = '/cart/v1/cart/b-1') => request({ path, schema: okSchema });
      return { request, read, session, auth: createAuthClient(request) };
    },
  };
}

/** Web Locks as the browser grants them: one holder per name, the others queue. */
function fakeLockManager(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: () => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  return { request, query: async () => ({ held: [], pending: [] }) } as unknown as LockManager;
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('withSessionRenewal', () => {
  it('refreshes an ended access token once and sends the call again', async () => {
    const browser = browserAndServer();
    const tab = browser.tab(inTabLock());
    browser.expireAccess();
    await expect(tab.read()).resolves.toEqual({ ok: true });
    expect(browser.calls).toEqual([
      '/cart/v1/cart/b-1',
      '/token/v2/auth/refresh',
      '/cart/v1/cart/b-1',
    ]);
  });

  it('shares one refresh among the calls of a tab that met the ended token together', async () => {
    const browser = browserAndServer();
    const tab = browser.tab(inTabLock());
    browser.expireAccess();
    const replies = await Promise.all([tab.read(), tab.read('/profile'), tab.read('/favorites')]);
    expect(replies).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(browser.refreshes()).toBe(1);
  });

  it.each([
    // Web Locks are the browser's, granted across its tabs.
    [
      'Web Locks',
      () => {
        const locks = fakeLockManager();
        return () => webLocksTabLock(locks);
      },
    ],
    // Each tab has its own lease lock; the lease lives in the storage the tabs share.
    ['a localStorage lease', () => () => storageLeaseTabLock(localStorage)],
  ])(
    'lets one of two tabs refresh, and the other send again with its cookie (%s)',
    async (_, browserLocks) => {
      const browser = browserAndServer();
      const lockOfTab = browserLocks();
      const first = browser.tab(lockOfTab());
      const second = browser.tab(lockOfTab());
      browser.expireAccess();

      const replies = await Promise.all([first.read(), second.read(), first.read('/profile')]);

      expect(replies).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
      expect(browser.refreshes()).toBe(1);
      expect(browser.refreshAnswers).toEqual([200]);
    },
  );

  // The hazard the lock is for, shown by this fake service: without it, the session is lost.
  it('without a lock between them, two tabs present one refresh token and are refused', async () => {
    const browser = browserAndServer();
    const first = browser.tab(inTabLock());
    const second = browser.tab(inTabLock());
    browser.expireAccess();
    await Promise.allSettled([first.read(), second.read()]);
    expect(browser.refreshAnswers).toContain(409);
  });

  it('starts a guest session when the refresh is refused, tells the page, and sends the call as the guest', async () => {
    const browser = browserAndServer({ refreshCookie: false });
    const tab = browser.tab(inTabLock());
    const ended: unknown[] = [];
    tab.session.onSessionEnded((guest) => ended.push(guest));
    browser.expireAccess();

    await expect(tab.read()).resolves.toEqual({ ok: true });

    expect(browser.calls).toEqual([
      '/cart/v1/cart/b-1',
      '/token/v2/auth/refresh',
      '/token/v2/auth/token',
      '/cart/v1/cart/b-1',
    ]);
    expect(ended).toEqual([expect.objectContaining({ consumerType: 'GUEST' })]);
  });

  it('ends a session the server no longer knows once for two tabs, without a refresh', async () => {
    const browser = browserAndServer({ refreshCookie: false });
    const lock = webLocksTabLock(fakeLockManager());
    const [first, second] = [browser.tab(lock), browser.tab(lock)];
    const seen = first.session.mark();
    const ended: unknown[] = [];
    first.session.onSessionEnded((guest) => ended.push(guest));

    const outcomes = await Promise.all([first.session.ended(seen), second.session.ended(seen)]);

    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual([
      'ended',
      'renewedElsewhere',
    ]);
    expect(browser.calls).toEqual(['/token/v2/auth/token']);
    expect(ended).toHaveLength(1);
  });

  it('tells a tab that another tab’s session ended', () => {
    const browser = browserAndServer();
    const tab = browser.tab(inTabLock());
    const ended: unknown[] = [];
    const stop = tab.session.onSessionEnded((guest) => ended.push(guest));
    window.dispatchEvent(
      new StorageEvent('storage', { key: RENEWAL_MARK_KEY, newValue: 'refreshed:1' }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: RENEWAL_MARK_KEY, newValue: 'ended:2' }),
    );
    stop();
    window.dispatchEvent(
      new StorageEvent('storage', { key: RENEWAL_MARK_KEY, newValue: 'ended:3' }),
    );
    expect(ended).toEqual([null]);
  });

  it('reports a failing refresh service instead of signing the shopper out', async () => {
    const browser = browserAndServer();
    const tab = browser.tab(inTabLock());
    browser.failRefreshWith(errorResponse(503, 'GEN500'));
    browser.expireAccess();
    await expect(tab.read()).rejects.toMatchObject({ code: 'GEN500' });
    expect(browser.calls).not.toContain('/token/v2/auth/token');
  });

  it('never renews for a 401 that is an answer: wrong credentials, or the token calls', async () => {
    const browser = browserAndServer({ refreshCookie: false });
    const tab = browser.tab(inTabLock());
    browser.expireAccess();
    await expect(
      tab.auth.signIn({ username: 'a@example.com', password: 'x', codeChallenge: 'c'.repeat(43) }),
    ).rejects.toMatchObject({ code: 'AUT401' });
    await expect(tab.auth.refresh()).rejects.toMatchObject({ code: 'AUT404' });
    expect(browser.refreshes()).toBe(1);
    expect(browser.calls).not.toContain('/token/v2/auth/token');
  });
});
