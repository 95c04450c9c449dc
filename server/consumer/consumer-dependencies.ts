import type { AuthDependencies } from '../auth/auth-dependencies';

/** The identity service's clock and reCAPTCHA verifier, shared so tests replace them once. */
export type ConsumerDependencies = Pick<AuthDependencies, 'clock' | 'recaptcha' | 'state'>;
