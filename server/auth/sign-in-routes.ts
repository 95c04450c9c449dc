import { Hono } from 'hono';
import { signInRequestSchema } from '@/lib/contracts/auth';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { guardAttempt } from './attempt-guard';
import type { AuthDependencies } from './auth-dependencies';
import { createAuthorizationCode } from './authorization-codes';
import { checkCredentials } from './credential-check';
import { findConsumerCredentials } from './credential-lookup';
import { shopperSignInName } from './lockout';
import { requireRecaptcha } from './recaptcha-check';

/**
 * Sign-in, step one of PKCE: checks the password and answers a short-lived authorization
 * code bound to the page's code challenge. Step two is the Registered token call.
 */
export function signInRoutes(deps: AuthDependencies) {
  return new Hono<ApiEnv>().post('/consumers-v3/auth/signin', async (c) => {
    const body = await readJsonBody(c, signInRequestSchema);
    if (body.codeChallengeMethod !== 'S256') {
      throw new ApiError('AUT432', 'Only the S256 code challenge method is accepted.', {
        field: 'body.codeChallengeMethod',
      });
    }
    await guardAttempt(c, deps.limits, 'signin', body.username);
    await requireRecaptcha(c, deps.recaptcha, body.recaptcha_response, 'login');
    const db = c.get('db');
    const { consumerId } = await checkCredentials(
      deps.lockout,
      shopperSignInName(body.username),
      await findConsumerCredentials(db, body.username),
      body.password,
    );
    const authorizationCode = await createAuthorizationCode(
      db,
      consumerId,
      body.codeChallenge,
      deps.clock.now(),
    );
    return c.json({ authorizationCode });
  });
}
