import type { Context } from 'hono';
import type { ApiEnv } from '../http/context';
import { signAccessToken } from './access-token';
import type { AuthDependencies } from './auth-dependencies';
import { setAccessCookie, setRefreshCookie } from './cookies';
import { issueRefreshToken, type IssuedRefreshToken } from './refresh-tokens';
import { summarizeSession } from './session-summary';
import type { ShopperSubject } from './subject';

/**
 * Signs a fresh access token for the subject, sets the cookies and answers the token response.
 * With `refresh` (a new session or a rotation) the refresh cookie is replaced too; only the
 * app webview (channel MAPP) also gets the refresh token in the body, to keep natively.
 */
export async function answerWithSession(
  c: Context<ApiEnv>,
  deps: AuthDependencies,
  subject: ShopperSubject,
  refresh?: IssuedRefreshToken,
): Promise<Response> {
  const now = deps.clock.now();
  const access = signAccessToken(subject, deps.secret(), now);
  setAccessCookie(c, access.token, access.expiresIn);
  if (refresh) {
    setRefreshCookie(
      c,
      refresh.token,
      Math.floor((refresh.expiresAt.getTime() - now.getTime()) / 1000),
      subject.type,
    );
  }
  const summary = await summarizeSession(c.get('db'), subject);
  const forApp = refresh && c.get('request').channel === 'MAPP';
  return c.json({
    ...summary,
    expiresIn: access.expiresIn,
    ...(forApp ? { refreshToken: refresh.token } : {}),
  });
}

/** Starts a new session (a new refresh-token family, `subject.sessionId`) for the subject. */
export async function openSession(
  c: Context<ApiEnv>,
  deps: AuthDependencies,
  subject: ShopperSubject,
): Promise<Response> {
  const refresh = await issueRefreshToken(
    c.get('db'),
    { subjectType: subject.type, subjectId: subject.id },
    deps.clock.now(),
    subject.sessionId,
  );
  return answerWithSession(c, deps, subject, refresh);
}
