import type { Context } from 'hono';
import type { ApiEnv } from '../http/context';
import { ApiError } from '../http/api-error';
import type { RateLimiter } from '../security/rate-limit';
import type { AttemptLimits } from './attempt-limits';

/**
 * The catalogue has no "too many requests" code, so an attempt over its limit answers AUT403,
 * the bot-defence code, which clients already treat as "prove you are human and try again"
 * (see docs/api.md).
 */
function tooManyAttempts(): ApiError {
  return new ApiError('AUT403', 'Too many attempts. Try again in a minute.');
}

/** Takes an attempt from each limiter in turn; AUT403 from the first that refuses. */
async function take(...attempts: [RateLimiter, string][]): Promise<void> {
  for (const [limiter, key] of attempts) {
    if (!(await limiter.take(key))) throw tooManyAttempts();
  }
}

/** Refuses a credential attempt over its per-address or per-name limit. */
export async function guardAttempt(
  c: Context<ApiEnv>,
  limits: AttemptLimits,
  purpose: 'signin' | 'agent' | 'editor' | 'reset' | 'password',
  account: string,
): Promise<void> {
  await take(
    [limits.perIp, `${purpose}:${c.get('clientAddress')}`],
    [limits.perAccount, `${purpose}:${account}`],
  );
}

/** A sign-up from this address; taken before the body is read, so bad requests count too. */
export const guardSignUpAddress = (c: Context<ApiEnv>, limits: AttemptLimits) =>
  take([limits.signUpsPerIp, c.get('clientAddress')]);

export const guardSignUpEmail = (limits: AttemptLimits, email: string) =>
  take([limits.signUpsPerEmail, email]);
