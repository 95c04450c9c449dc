import { Hono } from 'hono';
import { signUpRequestSchema, type SignUpResponse } from '@/lib/contracts/auth';
import { getEnv } from '../config/env';
import { siteSettingsOf } from '../config/site-settings';
import { sendSignUpConfirmationLinks } from '../consumer/subscription-confirmation';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { replyThen } from './after-reply';
import { guardSignUpAddress, guardSignUpEmail } from './attempt-guard';
import { sendAccountMail } from './auth-mail';
import type { AuthDependencies } from './auth-dependencies';
import { requireRecaptcha } from './recaptcha-check';
import { registerConsumer } from './registration';
import { requireSignUpRules } from './sign-up-rules-check';

/**
 * Creates an account; the page then signs in through PKCE like any returning shopper. AUT439
 * tells whether an email is registered (the spec needs it), so sign-ups are rationed per
 * address and per email like the account lookup, the password is hashed before the email is
 * checked and the welcome mail goes after the reply: a taken email answers no faster. The
 * consents given are then confirmed through their own links (docs/subscriptions.md).
 */
export function signUpRoutes(deps: AuthDependencies) {
  return new Hono<ApiEnv>().post('/consumers-v3/auth/signup', async (c) => {
    await guardSignUpAddress(c, deps.limits);
    const body = await readJsonBody(c, signUpRequestSchema);
    await guardSignUpEmail(deps.limits, body.email);
    requireSignUpRules(body, siteSettingsOf(getEnv()).signUp, deps.clock.now());
    await requireRecaptcha(c, deps.recaptcha, body.recaptcha_response, 'register');
    const consumer = await registerConsumer(c.get('db'), body, {
      now: deps.clock.now(),
      leadSource: body.source.campaignName ?? c.get('request').source,
    });
    const reply: SignUpResponse = {
      consumerId: consumer.id,
      consumerNo: consumer.consumerNo,
      memberId: consumer.memberId,
    };
    return replyThen(c, c.json(reply, 201), 'welcome mail not sent', async () => {
      await sendAccountMail(c, deps, 'welcome', consumer.email, {
        firstName: consumer.firstName ?? '',
        ...(consumer.memberId ? { memberId: consumer.memberId } : {}),
      });
      await sendSignUpConfirmationLinks(
        deps,
        c.get('db'),
        c.get('log'),
        consumer.id,
        c.get('request').locale,
      );
    });
  });
}
