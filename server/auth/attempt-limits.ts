import { createRateLimiter, type RateLimiter } from '../security/rate-limit';
import type { SharedState } from '../shared-state/shared-state';
import type { Clock } from './clock';

const MINUTE = 60_000;

/**
 * How often credentials may be tried, on top of the account lockout. Keys carry their purpose
 * (`signin:`, `agent:`, `editor:`, `reset:`, `password:`), so one limiter serves several endpoints independently.
 */
export interface AttemptLimits {
  /** 20 a minute from one address: slows credential stuffing across many accounts. */
  perIp: RateLimiter;
  /** 10 a minute for one sign-in name (an email, an associate), known or not. */
  perAccount: RateLimiter;
  /**
   * 3 reset emails per email address every 15 minutes, so the form cannot flood an inbox;
   * taken for unknown addresses too, so a reset request waits for the same calls either way.
   */
  resetMailsPerEmail: RateLimiter;
  /**
   * 10 sign-ups a minute from one address and 10 for one email: a sign-up with a registered
   * email answers AUT439, so sign-up is rationed like the account lookup.
   */
  signUpsPerIp: RateLimiter;
  signUpsPerEmail: RateLimiter;
}

export function createAttemptLimits(clock: Clock, state: SharedState): AttemptLimits {
  const limiter = (name: string, limit: number, windowMs: number) =>
    createRateLimiter({ name, limit, windowMs, state, now: () => clock.now().getTime() });
  return {
    perIp: limiter('attempts-ip', 20, MINUTE),
    perAccount: limiter('attempts-account', 10, MINUTE),
    resetMailsPerEmail: limiter('reset-mails', 3, 15 * MINUTE),
    signUpsPerIp: limiter('sign-ups-ip', 10, MINUTE),
    signUpsPerEmail: limiter('sign-ups-email', 10, MINUTE),
  };
}
