import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { signJwt, verifiedJwtPayload } from '../security/hs256-jwt';
import type { Subject } from './subject';

/** Short, so a stolen access token is useful briefly; the refresh token renews it. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** An associate's till session lasts a shift and has no refresh token. */
export const AGENT_TOKEN_SECONDS = 8 * 60 * 60;

const timing = { iat: z.number().int(), exp: z.number().int(), jti: z.string() };

const claimsSchema = z.discriminatedUnion('typ', [
  z.object({
    typ: z.literal('guest'),
    sub: z.string(),
    consumerType: z.literal('GUEST'),
    sid: z.string(),
    ...timing,
  }),
  z.object({
    typ: z.literal('consumer'),
    sub: z.string(),
    consumerType: z.enum(['REGISTERED', 'EMPLOYEE']),
    sid: z.string(),
    ...timing,
  }),
  z.object({
    typ: z.literal('agent'),
    sub: z.string(),
    storeId: z.string(),
    sid: z.string(),
    ...timing,
  }),
]);
type Claims = z.infer<typeof claimsSchema>;

export interface SignedToken {
  token: string;
  expiresAt: Date;
  /** Seconds from issue to expiry. */
  expiresIn: number;
}

function subjectClaims(subject: Subject) {
  return subject.type === 'agent'
    ? { typ: subject.type, sub: subject.id, storeId: subject.storeId, sid: subject.sessionId }
    : {
        typ: subject.type,
        sub: subject.id,
        consumerType: subject.consumerType,
        sid: subject.sessionId,
      };
}

function subjectOf(claims: Claims): Subject {
  switch (claims.typ) {
    case 'agent':
      return { type: 'agent', id: claims.sub, storeId: claims.storeId, sessionId: claims.sid };
    case 'guest':
      return { type: 'guest', id: claims.sub, consumerType: 'GUEST', sessionId: claims.sid };
    case 'consumer':
      return {
        type: 'consumer',
        id: claims.sub,
        consumerType: claims.consumerType,
        sessionId: claims.sid,
      };
  }
}

/** An HS256 JWT with sub, typ, consumerType (or storeId), sid, iat, exp and jti. */
export function signAccessToken(
  subject: Subject,
  secret: string,
  now: Date,
  lifetimeSeconds = subject.type === 'agent' ? AGENT_TOKEN_SECONDS : ACCESS_TOKEN_SECONDS,
): SignedToken {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + lifetimeSeconds;
  const token = signJwt({ ...subjectClaims(subject), iat, exp, jti: randomUUID() }, secret);
  return { token, expiresAt: new Date(exp * 1000), expiresIn: lifetimeSeconds };
}

export interface VerifiedToken {
  subject: Subject;
  expiresAt: Date;
}

/**
 * The token's subject when the signature holds; null for anything forged, malformed or, unless
 * `allowExpired`, expired. Expiry is judged by the caller's clock rather than the library's,
 * so tests can move time.
 */
export function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
  { allowExpired = false } = {},
): VerifiedToken | null {
  const claims = claimsSchema.safeParse(verifiedJwtPayload(token, secret));
  if (!claims.success) return null;
  const expiresAt = new Date(claims.data.exp * 1000);
  if (!allowExpired && expiresAt <= now) return null;
  return { subject: subjectOf(claims.data), expiresAt };
}
