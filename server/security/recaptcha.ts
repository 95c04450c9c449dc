import { offlineRecaptchaAction, type RecaptchaAction } from '@/lib/security/recaptcha-token';

/** Decides whether a request's reCAPTCHA token shows a human doing `action`. */
export interface RecaptchaVerifier {
  verify(token: string | undefined, action: RecaptchaAction): Promise<boolean>;
}

/** Thrown when the assessment service cannot answer; callers answer AUT500, not AUT403. */
export class RecaptchaUnavailableError extends Error {
  constructor(reason: string) {
    super(`reCAPTCHA assessment unavailable: ${reason}`);
    this.name = 'RecaptchaUnavailableError';
  }
}

/**
 * For development, tests and demos without a Google project: accepts the tokens
 * `offlineRecaptchaToken()` makes for the same action. A missing or malformed token fails,
 * so clients must send one exactly as they would in production.
 */
export function createOfflineRecaptchaVerifier(): RecaptchaVerifier {
  return {
    verify: async (token, action) =>
      token !== undefined && offlineRecaptchaAction(token) === action,
  };
}
