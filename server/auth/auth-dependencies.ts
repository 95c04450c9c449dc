import { getEnv } from '../config/env';
import type { Database } from '../db/client';
import { getMailer } from '../email';
import type { Mailer } from '../email/mailer';
import type { RecaptchaVerifier } from '../security/recaptcha';
import { recaptchaFromEnv } from '../security/recaptcha-from-env';
import { createMemoryState } from '../shared-state/memory-state';
import type { SharedState } from '../shared-state/shared-state';
import { createAttemptLimits, type AttemptLimits } from './attempt-limits';
import { getAuthSecret } from './auth-secret';
import { systemClock, type Clock } from './clock';
import { createLockout, type Lockout } from './lockout';

/** What the identity service needs from outside; tests replace any of them. */
export interface AuthDependencies {
  clock: Clock;
  recaptcha: RecaptchaVerifier;
  /** The mailer for a request's database (outbox or SMTP). */
  mailer: (db: Database) => Mailer;
  /** The HS256 key for access tokens, read when first needed. */
  secret: () => string;
  /** Origin of links in emails. */
  publicBaseUrl: string;
  /** Counters and markers every server instance shares (memory, or Redis when configured). */
  state: SharedState;
  limits: AttemptLimits;
  lockout: Lockout;
}

export type AuthOptions = Partial<Omit<AuthDependencies, 'lockout'>>;

export function resolveAuthDependencies(options: AuthOptions = {}): AuthDependencies {
  const env = getEnv();
  const clock = options.clock ?? systemClock;
  const state = options.state ?? createMemoryState();
  return {
    clock,
    recaptcha: options.recaptcha ?? recaptchaFromEnv(env),
    mailer: options.mailer ?? getMailer,
    secret: options.secret ?? getAuthSecret,
    publicBaseUrl: options.publicBaseUrl ?? env.PUBLIC_BASE_URL,
    state,
    limits: options.limits ?? createAttemptLimits(clock, state),
    lockout: createLockout(state, clock),
  };
}
