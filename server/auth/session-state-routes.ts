import { Hono } from 'hono';
import type { SessionState } from '@/lib/contracts/auth';
import type { ApiEnv } from '../http/context';
import type { AuthDependencies } from './auth-dependencies';
import { readCookie, REFRESH_COOKIE } from './cookies';
import { findLiveRefreshToken } from './refresh-tokens';
import { getSubject } from './session';

/**
 * "Who am I" without an error: the page asks on every load, and a 401 for every guest would
 * fill the console with failed requests. The refresh cookie's path (/api/token) covers this
 * route, so it can say whether a refresh would work; it reads and changes nothing else.
 */
export function sessionStateRoutes(deps: AuthDependencies) {
  return new Hono<ApiEnv>().get('/token/v2/auth/session', async (c) => {
    c.header('Cache-Control', 'no-store');
    const subject = getSubject(c);
    if (subject) {
      return c.json<SessionState>({ status: 'active', consumerType: subject.consumerType });
    }
    const refreshToken = readCookie(c, REFRESH_COOKIE);
    const live =
      refreshToken && (await findLiveRefreshToken(c.get('db'), refreshToken, deps.clock.now()));
    return c.json<SessionState>({ status: live ? 'expired' : 'none' });
  });
}
