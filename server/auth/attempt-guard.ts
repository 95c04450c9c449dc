import type { Context } from 'hono';
import type { ApiEnv } from '../http/context';
import { ApiError } from '../http/api-error';
import type { AttemptLimits } from './attempt-limits';

/**
 * Refuses a credential attempt over its rate limit. The catalogue has no "too many requests"
 * code, so this answers AUT403, the bot-defence code, which clients already treat as "prove
 * you are human and try again" (see docs/api.md).
 */
export async function guardAttempt(
  c: Context<ApiEnv>,
  limits: AttemptLimits,
  purpose: 'signin' | 'agent' | 'reset' | 'password',
  account: string,
): Promise<void> {
  const ip = c.get('clientAddress');
  const allowed =
    (await limits.perIp.take(`${purpose}:${ip}`)) &&
    (await limits.perAccount.take(`${purpose}:${account}`));
  if (!allowed) throw new ApiError('AUT403', 'Too many attempts. Try again in a minute.');
}
