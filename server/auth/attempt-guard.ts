import type { Context } from 'hono';
import { ApiError } from '../http/api-error';
import { clientIp } from '../security/client-ip';
import type { AttemptLimits } from './attempt-limits';

/**
 * Refuses a credential attempt over its rate limit. The catalogue has no "too many requests"
 * code, so this answers AUT403, the bot-defence code, which clients already treat as "prove
 * you are human and try again" (see docs/api.md).
 */
export function guardAttempt(
  c: Context,
  limits: AttemptLimits,
  purpose: 'signin' | 'agent' | 'reset' | 'password',
  account: string,
): void {
  const ip = clientIp((name) => c.req.header(name));
  const allowed =
    limits.perIp.take(`${purpose}:${ip}`) && limits.perAccount.take(`${purpose}:${account}`);
  if (!allowed) throw new ApiError('AUT403', 'Too many attempts. Try again in a minute.');
}
