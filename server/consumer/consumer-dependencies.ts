import type { AuthDependencies } from '../auth/auth-dependencies';

/**
 * The identity service's clock, reCAPTCHA verifier, shared state and mailer, shared so tests
 * replace them once; the public origin for links in confirmation messages.
 */
export type ConsumerDependencies = Pick<
  AuthDependencies,
  'clock' | 'recaptcha' | 'state' | 'mailer' | 'publicBaseUrl'
>;
