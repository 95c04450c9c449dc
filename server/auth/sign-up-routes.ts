import { Hono } from 'hono';
import { signUpRequestSchema, type SignUpResponse } from '@/lib/contracts/auth';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { sendAccountMail } from './auth-mail';
import type { AuthDependencies } from './auth-dependencies';
import { requireRecaptcha } from './recaptcha-check';
import { registerConsumer } from './registration';

/** Creates an account; the page then signs in through PKCE like any returning shopper. */
export function signUpRoutes(deps: AuthDependencies) {
  return new Hono<ApiEnv>().post('/consumers-v3/auth/signup', async (c) => {
    const body = await readJsonBody(c, signUpRequestSchema);
    await requireRecaptcha(c, deps.recaptcha, body.recaptcha_response, 'register');
    const consumer = await registerConsumer(c.get('db'), body, {
      now: deps.clock.now(),
      leadSource: body.source.campaignName ?? c.get('request').source,
    });
    await sendAccountMail(c, deps, 'welcome', consumer.email, {
      firstName: consumer.firstName ?? '',
      ...(consumer.memberId ? { memberId: consumer.memberId } : {}),
    });
    const reply: SignUpResponse = {
      consumerId: consumer.id,
      consumerNo: consumer.consumerNo,
      memberId: consumer.memberId,
    };
    return c.json(reply, 201);
  });
}
