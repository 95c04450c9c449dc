import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnterpriseRecaptchaVerifier } from '../security/recaptcha-enterprise';
import { firstError } from '../testing/test-api';
import { createAccount, pkcePair, setupAuthApi, signInBody } from './testing/auth-test-kit';

const google = setupServer(
  http.post('https://recaptchaenterprise.googleapis.com/v1/projects/:project/assessments', () =>
    HttpResponse.json({ error: { code: 503 } }, { status: 503 }),
  ),
);
beforeAll(() => google.listen({ onUnhandledRequest: 'error' }));
afterAll(() => google.close());

const { call, db } = setupAuthApi({
  auth: {
    recaptcha: createEnterpriseRecaptchaVerifier({
      projectId: 'stride-shop',
      siteKey: 'site-key',
      apiKey: 'api-key',
    }),
  },
});

describe('reCAPTCHA outage', () => {
  it('answers AUT500, not a captcha failure, and never checks the password', async () => {
    const account = await createAccount(db());
    const reply = await call('/consumers-v3/auth/signin', {
      method: 'POST',
      body: signInBody(account, pkcePair().codeChallenge, { recaptcha_response: 'real-token' }),
    });
    expect(reply.status).toBe(500);
    expect(firstError(reply.json).errorId).toBe('AUT500');
  });
});
