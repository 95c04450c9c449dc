import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { verifyAccessToken } from './access-token';
import type { AuthDependencies } from './auth-dependencies';
import { ACCESS_COOKIE, AGENT_COOKIE, readCookie } from './cookies';
import { isSessionRevoked } from './session-revocation';
import type { AgentSubject, ConsumerSubject, ShopperSubject } from './subject';

interface RequestSessions {
  shopper: ShopperSubject | null;
  agent: AgentSubject | null;
}

// Keyed by the request's context, which every middleware and handler of one request shares.
const sessions = new WeakMap<Context, RequestSessions>();

/**
 * The browser sends its access token as the stride_at cookie; the app webview (channel MAPP)
 * may send it as `Authorization: Bearer` from its native store instead.
 */
export function shopperAccessToken(c: Context<ApiEnv>): string | undefined {
  const authorization = c.req.header('authorization');
  if (c.get('request').channel === 'MAPP' && authorization?.startsWith('Bearer ')) {
    return authorization.slice('Bearer '.length).trim();
  }
  return readCookie(c, ACCESS_COOKIE);
}

/**
 * Reads who the request speaks for, once, before any route runs. An expired, forged or revoked
 * token (its session ended by sign-out, a password change or reset, or refresh-token reuse)
 * counts as no token: the client refreshes and retries.
 */
export function createSessionMiddleware({
  secret,
  clock,
  state,
}: Pick<AuthDependencies, 'secret' | 'clock' | 'state'>) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const now = clock.now();
    const read = async (token: string | undefined) => {
      const subject = token && verifyAccessToken(token, secret(), now)?.subject;
      if (!subject || (await isSessionRevoked(state, subject.sessionId))) return undefined;
      return subject;
    };
    const shopper = await read(shopperAccessToken(c));
    const agent = await read(readCookie(c, AGENT_COOKIE));
    sessions.set(c, {
      shopper: shopper && shopper.type !== 'agent' ? shopper : null,
      agent: agent?.type === 'agent' ? agent : null,
    });
    await next();
  });
}

/** The guest or consumer the request acts for, or null when it carries no valid session. */
export function getSubject(c: Context): ShopperSubject | null {
  return sessions.get(c)?.shopper ?? null;
}

/** The guest or consumer a cart or checkout call acts for; AUT404 without a session. */
export function requireShopper(c: Context): ShopperSubject {
  const subject = getSubject(c);
  if (!subject) throw new ApiError('AUT404', 'Cannot authorize.');
  return subject;
}

/** The signed-in consumer; AUT404 (401) for guests and for missing or expired sessions. */
export function requireConsumer(c: Context): ConsumerSubject {
  const subject = getSubject(c);
  if (subject?.type !== 'consumer') throw new ApiError('AUT404', 'Cannot authorize.');
  return subject;
}

/** The store associate signed in on this device (agent login), or null. */
export function getAgent(c: Context): AgentSubject | null {
  return sessions.get(c)?.agent ?? null;
}
