import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import { createSecretToken, hashSecretToken } from '../security/secret-token';

export const RESET_TOKEN_MINUTES = 30;

/** A reset link's token: random, stored only as its hash, usable once within 30 minutes. */
export async function createResetToken(
  db: Database,
  consumerId: string,
  now: Date,
): Promise<string> {
  const token = createSecretToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashSecretToken(token),
    consumerId,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
    createdAt: now,
  });
  return token;
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** The consumer a still-usable token belongs to, without using it up. */
export async function findResetTokenOwner(
  db: Database,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ consumerId: passwordResetTokens.consumerId })
    .from(passwordResetTokens)
    .where(usable(hashSecretToken(token), now))
    .limit(1);
  return row?.consumerId;
}

/**
 * Uses the token up, with one conditional UPDATE so two requests cannot both use it, and
 * retires the consumer's other outstanding links: after a reset, older emails stop working.
 * Resolves to false when the token was not usable.
 */
export async function consumeResetToken(db: Database, token: string, now: Date): Promise<boolean> {
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(hashSecretToken(token), now))
    .returning({ consumerId: passwordResetTokens.consumerId });
  if (!claimed) return false;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.consumerId, claimed.consumerId),
        isNull(passwordResetTokens.usedAt),
      ),
    );
  return true;
}
