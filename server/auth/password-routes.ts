import type { Context } from 'hono';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import {
  changePasswordRequestSchema,
  confirmForgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from '@/lib/contracts/auth';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { consumers } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { hashPassword, verifyPassword } from '../security/password-hash';
import { replyThen } from './after-reply';
import { guardAttempt } from './attempt-guard';
import { sendAccountMail } from './auth-mail';
import type { AuthDependencies } from './auth-dependencies';
import { shopperSignInName } from './lockout';
import {
  consumeResetToken,
  createResetToken,
  findResetTokenOwner,
  RESET_TOKEN_MINUTES,
} from './password-reset-tokens';
import { revokeSubjectFamilies } from './refresh-tokens';
import { requireConsumer } from './session';
import { markSessionsRevoked } from './session-revocation';

const success = { success: true } as const;

async function findConsumer(db: Database, where: { id: string } | { email: string }) {
  const [consumer] = await db
    .select({
      id: consumers.id,
      email: consumers.email,
      firstName: consumers.firstName,
      passwordHash: consumers.passwordHash,
    })
    .from(consumers)
    .where('id' in where ? eq(consumers.id, where.id) : eq(consumers.email, where.email))
    .limit(1);
  return consumer;
}

function resetLink(publicBaseUrl: string, locale: Locale, token: string): string {
  const url = new URL(`/${locale}/reset-password`, publicBaseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Creates the reset token and mails the link; runs after the reply (see resetpassword). */
async function mailResetLink(
  c: Context<ApiEnv>,
  deps: AuthDependencies,
  consumer: { id: string; email: string; firstName: string | null },
): Promise<void> {
  const token = await createResetToken(c.get('db'), consumer.id, deps.clock.now());
  await sendAccountMail(c, deps, 'password-reset', consumer.email, {
    resetUrl: resetLink(deps.publicBaseUrl, c.get('request').locale, token),
    expiresInMinutes: String(RESET_TOKEN_MINUTES),
    firstName: consumer.firstName ?? '',
  });
}

async function setPasswordHash(db: Database, consumerId: string, passwordHash: string, now: Date) {
  await db
    .update(consumers)
    .set({ passwordHash, updatedAt: now })
    .where(eq(consumers.id, consumerId));
}

export function passwordRoutes(deps: AuthDependencies) {
  return (
    new Hono<ApiEnv>()
      .post('/consumers-v3/consumer/changepassword', async (c) => {
        const subject = requireConsumer(c);
        const body = await readJsonBody(c, changePasswordRequestSchema);
        await guardAttempt(c, deps.limits, 'password', subject.id);
        const db = c.get('db');
        const consumer = await findConsumer(db, { id: subject.id });
        if (!consumer) throw new ApiError('AUT498');
        if (!(await verifyPassword(body.currentPassword, consumer.passwordHash))) {
          throw new ApiError('AUT450', undefined, { field: 'body.currentPassword' });
        }
        if (body.newPassword === body.currentPassword) {
          throw new ApiError('AUT451', undefined, { field: 'body.newPassword' });
        }
        const now = deps.clock.now();
        await setPasswordHash(db, consumer.id, await hashPassword(body.newPassword), now);
        // Other devices lose their sessions at once; this one keeps its own.
        const ended = await revokeSubjectFamilies(
          db,
          { subjectType: 'consumer', subjectId: consumer.id },
          now,
          subject.sessionId,
        );
        await markSessionsRevoked(deps.state, ended);
        await sendAccountMail(c, deps, 'password-changed', consumer.email, {
          firstName: consumer.firstName ?? '',
        });
        return c.json(success);
      })
      /**
       * The reply is the same, and as fast, whether or not the email is registered: every
       * email takes the same limits and one lookup, and the token and mail for a registered
       * email are made after the reply is on its way, so neither body nor timing tells who
       * has an account.
       */
      .post('/consumers-v3/consumer/resetpassword', async (c) => {
        const body = await readJsonBody(c, resetPasswordRequestSchema);
        await guardAttempt(c, deps.limits, 'reset', body.email);
        const mayMail = await deps.limits.resetMailsPerEmail.take(body.email);
        const consumer = await findConsumer(c.get('db'), { email: body.email });
        return replyThen(c, c.json(success), 'password reset link not issued', async () => {
          if (consumer && mayMail) await mailResetLink(c, deps, consumer);
        });
      })
      .post('/consumers-v3/confirmforgotpassword', async (c) => {
        const body = await readJsonBody(c, confirmForgotPasswordRequestSchema);
        const db = c.get('db');
        const now = deps.clock.now();
        const consumerId = await findResetTokenOwner(db, body.token, now);
        const consumer = consumerId && (await findConsumer(db, { id: consumerId }));
        if (!consumer) throw new ApiError('AUT402');
        // Checked before the token is used up, so the shopper can pick another password.
        if (await verifyPassword(body.newPassword, consumer.passwordHash)) {
          throw new ApiError('AUT452', undefined, { field: 'body.newPassword' });
        }
        const passwordHash = await hashPassword(body.newPassword);
        const ended = await db.transaction(async (tx) => {
          if (!(await consumeResetToken(tx, body.token, now))) throw new ApiError('AUT402');
          await setPasswordHash(tx, consumer.id, passwordHash, now);
          return revokeSubjectFamilies(
            tx,
            { subjectType: 'consumer', subjectId: consumer.id },
            now,
          );
        });
        await markSessionsRevoked(deps.state, ended);
        // The reset proves the shopper owns the email: a lockout on it ends.
        await deps.lockout.clear(shopperSignInName(consumer.email));
        await sendAccountMail(c, deps, 'password-changed', consumer.email, {
          firstName: consumer.firstName ?? '',
        });
        return c.json(success);
      })
  );
}
