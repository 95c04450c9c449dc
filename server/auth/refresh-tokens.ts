import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, type TokenSubjectType } from '../db/schema';
import { createSecretToken, hashSecretToken } from '../security/secret-token';

export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export interface RefreshOwner {
  subjectType: TokenSubjectType;
  subjectId: string;
}

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  expiresAt: Date;
}

/** A new token: in `familyId` when rotating, else the first of a new family (a new session). */
export async function issueRefreshToken(
  db: Database,
  owner: RefreshOwner,
  now: Date,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const token = createSecretToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000);
  await db.insert(refreshTokens).values({
    familyId,
    subjectType: owner.subjectType,
    subjectId: owner.subjectId,
    tokenHash: hashSecretToken(token),
    expiresAt,
    createdAt: now,
  });
  return { token, familyId, expiresAt };
}

export type RotationResult =
  | { outcome: 'rotated'; owner: RefreshOwner; next: IssuedRefreshToken }
  | { outcome: 'reused'; familyId: string }
  | { outcome: 'unknown' | 'expired' };

/**
 * Redeems a refresh token for the next one in its family. The claim is one conditional UPDATE,
 * so of two requests presenting the same token only one can rotate it. Presenting a token that
 * was already rotated or revoked means a copy exists somewhere else: the family is revoked.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  now: Date,
): Promise<RotationResult> {
  const tokenHash = hashSecretToken(token);
  const [claimed] = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  if (claimed) {
    const owner = { subjectType: claimed.subjectType, subjectId: claimed.subjectId };
    return {
      outcome: 'rotated',
      owner,
      next: await issueRefreshToken(db, owner, now, claimed.familyId),
    };
  }
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return { outcome: 'unknown' };
  if (row.rotatedAt || row.revokedAt) {
    await revokeFamily(db, row.familyId, now);
    return { outcome: 'reused', familyId: row.familyId };
  }
  return { outcome: 'expired' };
}

/** Who a still-usable token speaks for, without rotating it: proof of the caller's session. */
export async function findLiveRefreshToken(
  db: Database,
  token: string,
  now: Date,
): Promise<{ owner: RefreshOwner; familyId: string } | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, hashSecretToken(token)),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return (
    row && {
      owner: { subjectType: row.subjectType, subjectId: row.subjectId },
      familyId: row.familyId,
    }
  );
}

/** The family a presented token belongs to, if it exists; for revoking on sign-out. */
export async function familyOfToken(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecretToken(token)))
    .limit(1);
  return row?.familyId;
}

export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every session of a subject, or every one but `keepFamilyId` (the caller's own), and
 * resolves to the families it revoked.
 */
export async function revokeSubjectFamilies(
  db: Database,
  owner: RefreshOwner,
  now: Date,
  keepFamilyId?: string,
): Promise<string[]> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.subjectType, owner.subjectType),
        eq(refreshTokens.subjectId, owner.subjectId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(revoked.map((row) => row.familyId))];
}
