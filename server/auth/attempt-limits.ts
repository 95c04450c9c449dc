import { createRateLimiter, type RateLimiter } from '../security/rate-limit';
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

export function createAttemptLimits(clock: Clock): AttemptLimits {
  const now = () => clock.now().getTime();
  return {
    perIp: createRateLimiter({ limit: 20, windowMs: MINUTE, now }),
    perAccount: createRateLimiter({ limit: 10, windowMs: MINUTE, now }),
    resetMailsPerAccount: createRateLimiter({ limit: 3, windowMs: 15 * MINUTE, now }),
  };
}
