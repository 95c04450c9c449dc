import type { Context } from 'hono';
import { Hono } from 'hono';
import { signOutRequestSchema } from '@/lib/contracts/auth';
import type { ApiEnv } from '../http/context';
import { verifyAccessToken } from './access-token';
import type { AuthDependencies } from './auth-dependencies';
import {
  AGENT_COOKIE,
  clearAgentCookie,
  clearSessionCookies,
  readCookie,
  REFRESH_COOKIE,
} from './cookies';
import { readOptionalJsonBody } from './optional-body';
import { familyOfToken } from './refresh-tokens';
import { shopperAccessToken } from './session';
import { endSession, markAgentSessionRevoked } from './session-revocation';

/**
 * The sessions a sign-out ends. The browser does not send the refresh cookie here (it is
 * scoped to /api/token), so the access token names its session; it may have just expired,
 * which does not matter for revoking. The app webview may send its refresh token instead.
 */
async function sessionsToEnd(
  c: Context<ApiEnv>,
  deps: AuthDependencies,
  bodyToken: string | undefined,
): Promise<Set<string>> {
  const db = c.get('db');
  const families = new Set<string>();
  for (const token of [bodyToken, readCookie(c, REFRESH_COOKIE)]) {
    const family = token && (await familyOfToken(db, token));
    if (family) families.add(family);
  }
  const access = shopperAccessToken(c);
  const verified =
    access && verifyAccessToken(access, deps.secret(), deps.clock.now(), { allowExpired: true });
  if (verified && verified.subject.type !== 'agent') families.add(verified.subject.sessionId);
  return families;
}

/** The associate's till session on this device, if its cookie names one we signed. */
async function agentSessionToEnd(c: Context<ApiEnv>, deps: AuthDependencies) {
  const token = readCookie(c, AGENT_COOKIE);
  const verified =
    token && verifyAccessToken(token, deps.secret(), deps.clock.now(), { allowExpired: true });
  return verified && verified.subject.type === 'agent' ? verified.subject.sessionId : undefined;
}

export function signOutRoutes(deps: AuthDependencies) {
  return new Hono<ApiEnv>().post('/consumers-v3/consumer/auth/signout', async (c) => {
    const body = await readOptionalJsonBody(c, signOutRequestSchema);
    const now = deps.clock.now();
    for (const family of await sessionsToEnd(c, deps, body.refreshToken)) {
      await endSession(c.get('db'), deps.state, family, now);
    }
    clearSessionCookies(c);
    // Clearing a buy-in-store session signs the associate out too.
    const agentSession = await agentSessionToEnd(c, deps);
    if (agentSession) await markAgentSessionRevoked(deps.state, agentSession);
    if (readCookie(c, AGENT_COOKIE)) clearAgentCookie(c);
    return c.json({ success: true } as const);
  });
}
