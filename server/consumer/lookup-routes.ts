import { Hono } from 'hono';
import {
  lookupQuerySchema,
  recaptchaHeaderName,
  type LookupResponse,
} from '@/lib/contracts/consumer';
import { requireRecaptcha } from '../auth/recaptcha-check';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readQuery } from '../http/validation';
import { createRateLimiter } from '../security/rate-limit';
import type { ConsumerDependencies } from './consumer-dependencies';
import { isEmailRegistered } from './lookup';

/** Lookups per address a minute: enough for a household, slow for a list of emails. */
const LOOKUPS_PER_MINUTE = 10;

/**
 * The enrollment flow's first step: is there an account for this email (sign in) or not (sign
 * up)? The answer tells anyone whether an email is registered, so every lookup must pass
 * reCAPTCHA and each address gets few (docs/decisions/005, "Account lookup"). The limit is
 * taken first, so refused and failing lookups count too.
 */
export function lookupRoutes({ clock, recaptcha, state }: ConsumerDependencies) {
  const perIp = createRateLimiter({
    name: 'lookups',
    state,
    limit: LOOKUPS_PER_MINUTE,
    windowMs: 60_000,
    now: () => clock.now().getTime(),
  });

  return new Hono<ApiEnv>().get('/consumers-v3/consumer/lookup', async (c) => {
    if (!(await perIp.take(c.get('clientAddress')))) {
      throw new ApiError('AUT403', 'Too many attempts. Try again in a minute.');
    }
    await requireRecaptcha(c, recaptcha, c.req.header(recaptchaHeaderName), 'login');
    const { email } = readQuery(c, lookupQuerySchema);
    const reply: LookupResponse = { exists: await isEmailRegistered(c.get('db'), email) };
    return c.json(reply);
  });
}
