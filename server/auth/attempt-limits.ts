import { createRateLimiter, type RateLimiter } from '../security/rate-limit';
import type { SharedState } from '../shared-state/shared-state';
import type { Clock } from './clock';

const MINUTE = 60_000;

/**
 * How often credentials may be tried, on top of the account lockout. Keys carry their purpose
 * (`signin:`, `agent:`, `reset:`, `password:`), so one limiter serves several endpoints independently.
 */
export interface AttemptLimits {
  /** 20 a minute from one address: slows credential stuffing across many accounts. */
  perIp: RateLimiter;
  /** 10 a minute for one account: caps guessing where the lockout does not (unknown emails). */
  perAccount: RateLimiter;
  /** 3 reset emails per account every 15 minutes, so the form cannot flood an inbox. */
  resetMailsPerAccount: RateLimiter;
}

export function createAttemptLimits(clock: Clock, state: SharedState): AttemptLimits {
  const now = () => clock.now().getTime();
  return {
    perIp: createRateLimiter({ name: 'attempts-ip', limit: 20, windowMs: MINUTE, now, state }),
    perAccount: createRateLimiter({
      name: 'attempts-account',
      limit: 10,
      windowMs: MINUTE,
      now,
      state,
    }),
    resetMailsPerAccount: createRateLimiter({
      name: 'reset-mails',
      limit: 3,
      windowMs: 15 * MINUTE,
      now,
      state,
    }),
  };
}
