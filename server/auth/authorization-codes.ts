import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authorizationCodes } from '../db/schema';
import { ApiError } from '../http/api-error';
import {
  createSecretToken,
  hashSecretToken,
  safeEqual,
  sha256Base64Url,
} from '../security/secret-token';

/** Long enough for the page to call the token endpoint right after sign-in, no longer. */
export const AUTHORIZATION_CODE_SECONDS = 120;

/**
 * The refresh-token family a code's session gets, derived from the code's hash so that a
 * replayed code can find and revoke what it issued (RFC 6749 section 4.1.2) without storing
 * anything more.
 */
export function familyIdForCode(codeHash: string): string {
  const hex = createHash('sha256').update(`family:${codeHash}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A single-use code bound to the consumer and the PKCE challenge, stored hashed. */
export async function createAuthorizationCode(
  db: Database,
  consumerId: string,
  codeChallenge: string,
  now: Date,
): Promise<string> {
  const code = createSecretToken();
  await db.insert(authorizationCodes).values({
    codeHash: hashSecretToken(code),
    consumerId,
    codeChallenge,
    expiresAt: new Date(now.getTime() + AUTHORIZATION_CODE_SECONDS * 1000),
    createdAt: now,
  });
  return code;
}

export interface RedeemedCode {
  consumerId: string;
  familyId: string;
}

/**
 * Exchanges a code and its PKCE verifier. The code is marked used by one conditional UPDATE
 * before anything else, so it can never be redeemed twice, even by simultaneous requests.
 * Unknown or expired: AUT404; used before: AUT409, and the session it opened is ended with
 * `endSession`; BASE64URL(SHA-256(verifier)) differing from the challenge: AUT432.
 */
export async function redeemAuthorizationCode(
  db: Database,
  code: string,
  codeVerifier: string,
  now: Date,
  endSession: (familyId: string) => Promise<void>,
): Promise<RedeemedCode> {
  const codeHash = hashSecretToken(code);
  const [claimed] = await db
    .update(authorizationCodes)
    .set({ usedAt: now })
    .where(and(eq(authorizationCodes.codeHash, codeHash), isNull(authorizationCodes.usedAt)))
    .returning();
  if (!claimed) {
    const [existing] = await db
      .select({ codeHash: authorizationCodes.codeHash })
      .from(authorizationCodes)
      .where(eq(authorizationCodes.codeHash, codeHash))
      .limit(1);
    if (!existing) throw new ApiError('AUT404', 'The authorization code is not valid.');
    await endSession(familyIdForCode(codeHash));
    throw new ApiError('AUT409', 'The authorization code was already used.');
  }
  if (claimed.expiresAt <= now) throw new ApiError('AUT404', 'The authorization code expired.');
  if (!safeEqual(sha256Base64Url(codeVerifier), claimed.codeChallenge)) {
    throw new ApiError('AUT432', 'The code verifier does not match the challenge.');
  }
  return { consumerId: claimed.consumerId, familyId: familyIdForCode(codeHash) };
}
