import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { refreshRequestSchema, tokenRequestSchema, type TokenRequest } from '@/lib/contracts/auth';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import type { AuthDependencies } from './auth-dependencies';
import { redeemAuthorizationCode } from './authorization-codes';
import { clearSessionCookies, readCookie, REFRESH_COOKIE } from './cookies';
import { mergeGuestObjects } from './guest-merge';
import { readOptionalJsonBody } from './optional-body';
import {
  findLiveRefreshToken,
  issueRefreshToken,
  revokeFamily,
  rotateRefreshToken,
  type RefreshOwner,
  type RotationResult,
} from './refresh-tokens';
import { getSubject } from './session';
import { answerWithSession, openSession } from './session-issuer';
import { endSession, markSessionsRevoked } from './session-revocation';
import { consumerSubject, subjectOfRefreshOwner } from './session-subject';

type RegisteredTokenRequest = Extract<TokenRequest, { type: 'Registered' }>;

/**
 * Redeems a refresh token. A second use of one means it was copied: the database has revoked
 * its family, and the family's access tokens end here too.
 */
async function rotate(
  c: Context<ApiEnv>,
  deps: AuthDependencies,
  token: string,
): Promise<RotationResult> {
  const rotation = await rotateRefreshToken(c.get('db'), token, deps.clock.now());
  if (rotation.outcome === 'reused') await markSessionsRevoked(deps.state, [rotation.familyId]);
  return rotation;
}

/**
 * A guest token is idempotent: a caller that still has a session (a valid access cookie, or a
 * refresh cookie to rotate) is answered for that session; only a caller with neither becomes a
 * new guest. A guest's basket thus survives a page that asks for a guest token on every load.
 */
async function guestToken(c: Context<ApiEnv>, deps: AuthDependencies): Promise<Response> {
  const current = getSubject(c);
  if (current) return answerWithSession(c, deps, current);
  const db = c.get('db');
  const refreshToken = readCookie(c, REFRESH_COOKIE);
  if (refreshToken) {
    const rotation = await rotate(c, deps, refreshToken);
    if (rotation.outcome === 'rotated') {
      const subject = await subjectOfRefreshOwner(db, rotation.owner, rotation.next.familyId);
      return answerWithSession(c, deps, subject, rotation.next);
    }
  }
  return openSession(c, deps, {
    type: 'guest',
    id: randomUUID(),
    consumerType: 'GUEST',
    sessionId: randomUUID(),
  });
}

/**
 * The session a sign-in replaces: the access token's, or, once that has expired, the one the
 * refresh cookie proves (a guest who lingered over the form still has a basket to merge).
 */
async function replacedSession(
  c: Context<ApiEnv>,
  now: Date,
): Promise<(RefreshOwner & { familyId: string }) | undefined> {
  const subject = getSubject(c);
  if (subject) {
    return { subjectType: subject.type, subjectId: subject.id, familyId: subject.sessionId };
  }
  const refreshToken = readCookie(c, REFRESH_COOKIE);
  const live = refreshToken && (await findLiveRefreshToken(c.get('db'), refreshToken, now));
  return live ? { ...live.owner, familyId: live.familyId } : undefined;
}

/**
 * Exchanges a sign-in authorization code (PKCE) for a consumer session. The session it
 * replaces is revoked; when that was a guest's, the guest's basket and lists named in
 * guestObjects move to the consumer first, in the same transaction.
 */
async function registeredToken(
  c: Context<ApiEnv>,
  deps: AuthDependencies,
  body: RegisteredTokenRequest,
): Promise<Response> {
  const db = c.get('db');
  const now = deps.clock.now();
  const { consumerId, familyId } = await redeemAuthorizationCode(
    db,
    body.authorizationCode,
    body.codeVerifier,
    now,
    (replayed) => endSession(db, deps.state, replayed, now),
  );
  const subject = await consumerSubject(db, consumerId, familyId);
  const previous = await replacedSession(c, now);
  const refresh = await db.transaction(async (tx) => {
    if (previous?.subjectType === 'guest' && body.guestObjects) {
      await mergeGuestObjects(tx, previous.subjectId, body.guestObjects, consumerId, now);
    }
    if (previous) await revokeFamily(tx, previous.familyId, now);
    return issueRefreshToken(tx, { subjectType: 'consumer', subjectId: consumerId }, now, familyId);
  });
  if (previous) await markSessionsRevoked(deps.state, [previous.familyId]);
  return answerWithSession(c, deps, subject, refresh);
}

/** The refresh token: the stride_rt cookie, or for the app webview the body. */
async function presentedRefreshToken(c: Context<ApiEnv>): Promise<string | undefined> {
  const body = await readOptionalJsonBody(c, refreshRequestSchema);
  const fromApp = c.get('request').channel === 'MAPP' ? body.refreshToken : undefined;
  return fromApp ?? readCookie(c, REFRESH_COOKIE);
}

export function tokenRoutes(deps: AuthDependencies) {
  return (
    new Hono<ApiEnv>()
      .post('/token/v2/auth/token', async (c) => {
        const body = await readJsonBody(c, tokenRequestSchema);
        return body.type === 'Guest' ? guestToken(c, deps) : registeredToken(c, deps, body);
      })
      // Ours, beyond the spec: rotates the refresh token and renews the access token.
      .post('/token/v2/auth/refresh', async (c) => {
        const token = await presentedRefreshToken(c);
        if (!token) throw new ApiError('AUT404', 'No refresh token was sent.');
        const db = c.get('db');
        const rotation = await rotate(c, deps, token);
        if (rotation.outcome !== 'rotated') {
          clearSessionCookies(c);
          // A second use of a token means it was copied: the whole session is now revoked.
          if (rotation.outcome === 'reused') {
            throw new ApiError('AUT409', 'The session was revoked.');
          }
          throw new ApiError('AUT404', `The refresh token is ${rotation.outcome}.`);
        }
        const subject = await subjectOfRefreshOwner(db, rotation.owner, rotation.next.familyId);
        return answerWithSession(c, deps, subject, rotation.next);
      })
  );
}
