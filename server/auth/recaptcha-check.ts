import type { Context } from 'hono';
import type { RecaptchaAction } from '@/lib/security/recaptcha-token';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { RecaptchaUnavailableError, type RecaptchaVerifier } from '../security/recaptcha';

/** AUT403 unless the token passes; AUT500 when the assessment service is down. */
export async function requireRecaptcha(
  c: Context<ApiEnv>,
  verifier: RecaptchaVerifier,
  token: string | undefined,
  action: RecaptchaAction,
): Promise<void> {
  let passed: boolean;
  try {
    passed = await verifier.verify(token, action);
  } catch (error) {
    if (!(error instanceof RecaptchaUnavailableError)) throw error;
    c.get('log').warn({ err: error, action }, 'recaptcha assessment failed');
    throw new ApiError('AUT500', 'The captcha check is unavailable. Try again shortly.');
  }
  if (!passed) throw new ApiError('AUT403');
}
