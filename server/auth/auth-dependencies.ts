import { getEnv } from '../config/env';
import type { Database } from '../db/client';
import { getMailer } from '../email';
import type { Mailer } from '../email/mailer';
import { logger } from '../http/logger';
import type { RecaptchaVerifier } from '../security/recaptcha';
import { recaptchaFromEnv } from '../security/recaptcha-from-env';
import { createAttemptLimits, type AttemptLimits } from './attempt-limits';
import { getAuthSecret } from './auth-secret';
import { systemClock, type Clock } from './clock';

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
  limits: AttemptLimits;
}

export type AuthOptions = Partial<AuthDependencies>;

export function resolveAuthDependencies(options: AuthOptions = {}): AuthDependencies {
  const env = getEnv();
  const clock = options.clock ?? systemClock;
  return {
    clock,
    recaptcha: options.recaptcha ?? recaptchaFromEnv(env, (message) => logger.warn(message)),
    mailer: options.mailer ?? getMailer,
    secret: options.secret ?? getAuthSecret,
    publicBaseUrl: options.publicBaseUrl ?? env.PUBLIC_BASE_URL,
    limits: options.limits ?? createAttemptLimits(clock),
  };
}
