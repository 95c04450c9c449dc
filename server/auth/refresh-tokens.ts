import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, type TokenSubjectType } from '../db/schema';
import { createSecretToken, hashSecretToken } from '../security/secret-token';

export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

/**
 * How long a rotated token still redeems. A refresh whose answer never reached the browser (the
 * shopper followed a link while it was in flight, a tab closed) leaves the browser holding the
 * token the server just rotated; within this window presenting it again is that lost answer
 * being retried, not a stolen copy, and the session goes on. Later it revokes the family.
 */
export const ROTATED_TOKEN_GRACE_MS = 30_000;

function rotatedWithinGrace(rotatedAt: Date | null, now: Date): boolean {
  return rotatedAt !== null && now.getTime() - rotatedAt.getTime() <= ROTATED_TOKEN_GRACE_MS;
}

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
 * so of two requests presenting the same token only one can rotate it; the other, within the
 * grace window, gets a successor of its own. Presenting a token that was revoked, or rotated
 * longer ago, means a copy exists somewhere else: the family is revoked.
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
  const live = row.revokedAt === null && row.expiresAt > now;
  if (live && rotatedWithinGrace(row.rotatedAt, now)) {
    const owner = { subjectType: row.subjectType, subjectId: row.subjectId };
    return {
      outcome: 'rotated',
      owner,
      next: await issueRefreshToken(db, owner, now, row.familyId),
    };
  }
  if (row.rotatedAt || row.revokedAt) {
    await revokeFamily(db, row.familyId, now);
    return { outcome: 'reused', familyId: row.familyId };
  }
  return { outcome: 'expired' };
}

/**
 * Who a still-usable token speaks for, without rotating it: proof of the caller's session. A
 * token rotated within the grace window still is: its successor may never have arrived.
 */
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
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row || (row.rotatedAt && !rotatedWithinGrace(row.rotatedAt, now))) return undefined;
  return {
    owner: { subjectType: row.subjectType, subjectId: row.subjectId },
    familyId: row.familyId,
  };
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
