import type { Env } from '../config/env';
import { demoOnly } from '../config/readiness';
import { createOfflineRecaptchaVerifier, type RecaptchaVerifier } from './recaptcha';
import { createEnterpriseRecaptchaVerifier } from './recaptcha-enterprise';

type RecaptchaEnv = Pick<
  Env,
  'DEMO_MODE' | 'RECAPTCHA_PROJECT_ID' | 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_API_KEY'
>;

/**
 * Enterprise when all three settings are present; the offline verifier, which accepts the
 * tokens the page makes without keys, only in the demo.
 */
export function recaptchaFromEnv(env: RecaptchaEnv): RecaptchaVerifier {
  const { RECAPTCHA_PROJECT_ID, RECAPTCHA_SITE_KEY, RECAPTCHA_API_KEY } = env;
  if (RECAPTCHA_PROJECT_ID && RECAPTCHA_SITE_KEY && RECAPTCHA_API_KEY) {
    return createEnterpriseRecaptchaVerifier({
      projectId: RECAPTCHA_PROJECT_ID,
      siteKey: RECAPTCHA_SITE_KEY,
      apiKey: RECAPTCHA_API_KEY,
    });
  }
  if (!env.DEMO_MODE) {
    return demoOnly(
      'The offline reCAPTCHA verifier',
      'RECAPTCHA_PROJECT_ID, RECAPTCHA_SITE_KEY and RECAPTCHA_API_KEY',
    );
  }
  return createOfflineRecaptchaVerifier();
}
