import type { Env } from '../config/env';
import { createOfflineRecaptchaVerifier, type RecaptchaVerifier } from './recaptcha';
import { createEnterpriseRecaptchaVerifier } from './recaptcha-enterprise';

type RecaptchaEnv = Pick<
  Env,
  'NODE_ENV' | 'RECAPTCHA_PROJECT_ID' | 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_API_KEY'
>;

/**
 * Enterprise when all three settings are present, the offline verifier otherwise. A
 * production server without them is allowed (the demo) but warned: it has no bot defence.
 */
export function recaptchaFromEnv(
  env: RecaptchaEnv,
  warn: (message: string) => void,
): RecaptchaVerifier {
  const { RECAPTCHA_PROJECT_ID, RECAPTCHA_SITE_KEY, RECAPTCHA_API_KEY } = env;
  if (RECAPTCHA_PROJECT_ID && RECAPTCHA_SITE_KEY && RECAPTCHA_API_KEY) {
    return createEnterpriseRecaptchaVerifier({
      projectId: RECAPTCHA_PROJECT_ID,
      siteKey: RECAPTCHA_SITE_KEY,
      apiKey: RECAPTCHA_API_KEY,
    });
  }
  if (env.NODE_ENV === 'production') {
    warn('reCAPTCHA Enterprise is not configured; accepting offline tokens (no bot defence).');
  }
  return createOfflineRecaptchaVerifier();
}
