import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  offlineRecaptchaToken,
  offlineRecaptchaTokenPattern,
} from '@/lib/security/recaptcha-token';
import { createOfflineRecaptchaVerifier, RecaptchaUnavailableError } from './recaptcha';
import { createEnterpriseRecaptchaVerifier } from './recaptcha-enterprise';
import { recaptchaFromEnv } from './recaptcha-from-env';

const ASSESSMENTS = 'https://recaptchaenterprise.googleapis.com/v1/projects/:project/assessments';

interface Assessment {
  valid?: boolean;
  action?: string;
  score?: number;
}

const received: { url: URL; body: unknown }[] = [];

/** Google's side: answers every assessment with `answer`, recording what was asked. */
function assessmentsAnswer(answer: Assessment | { status: number }) {
  return http.post(ASSESSMENTS, async ({ request }) => {
    received.push({ url: new URL(request.url), body: await request.json() });
    if ('status' in answer) return new HttpResponse(null, { status: answer.status });
    return HttpResponse.json({
      name: 'projects/123/assessments/abc',
      tokenProperties: { valid: answer.valid ?? true, action: answer.action ?? 'login' },
      riskAnalysis: { score: answer.score ?? 0.9, reasons: [] },
    });
  });
}

const google = setupServer();
beforeAll(() => google.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  google.resetHandlers();
  received.length = 0;
});
afterAll(() => google.close());

const enterprise = createEnterpriseRecaptchaVerifier({
  projectId: 'stride-shop',
  siteKey: 'site-key-1',
  apiKey: 'api-key-1',
});

describe('offline verifier', () => {
  const offline = createOfflineRecaptchaVerifier();

  it('accepts the tokens the page makes offline, for the same action only', async () => {
    const token = offlineRecaptchaToken('register');
    expect(token).toMatch(offlineRecaptchaTokenPattern);
    expect(await offline.verify(token, 'register')).toBe(true);
    expect(await offline.verify(token, 'login')).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['a short nonce', 'offline.login.abc'],
    ['a foreign prefix', 'online.login.abcdefghijklmnopqr'],
    ['characters outside base64url', 'offline.login.abcdefghijklmnop+/'],
    ['a real-looking Google token', '03AFcWeA5x-very-long-token'],
  ])('refuses %s', async (_case, token) => {
    expect(await offline.verify(token, 'login')).toBe(false);
  });
});

describe('reCAPTCHA Enterprise verifier', () => {
  it('creates an assessment for the token and accepts a valid, likely human one', async () => {
    google.use(assessmentsAnswer({ action: 'login', score: 0.9 }));
    expect(await enterprise.verify('token-abc', 'login')).toBe(true);
    const [{ url, body }] = received as [(typeof received)[number]];
    expect(url.pathname).toBe('/v1/projects/stride-shop/assessments');
    expect(url.searchParams.get('key')).toBe('api-key-1');
    expect(body).toEqual({
      event: { token: 'token-abc', siteKey: 'site-key-1', expectedAction: 'login' },
    });
  });

  it.each([
    ['a low score', { score: 0.3 }],
    ['another action', { action: 'register' }],
    ['an invalid token', { valid: false }],
  ])('refuses %s', async (_case, answer) => {
    google.use(assessmentsAnswer(answer));
    expect(await enterprise.verify('token-abc', 'login')).toBe(false);
  });

  it('accepts a score of exactly 0.5', async () => {
    google.use(assessmentsAnswer({ score: 0.5 }));
    expect(await enterprise.verify('token-abc', 'login')).toBe(true);
  });

  it('refuses a missing token without asking Google', async () => {
    google.use(assessmentsAnswer({}));
    expect(await enterprise.verify(undefined, 'login')).toBe(false);
    expect(received).toHaveLength(0);
  });

  it('treats a token Google cannot parse (400) as failed', async () => {
    google.use(assessmentsAnswer({ status: 400 }));
    expect(await enterprise.verify('garbage', 'login')).toBe(false);
  });

  it('reports an outage instead of blaming the visitor', async () => {
    google.use(assessmentsAnswer({ status: 503 }));
    await expect(enterprise.verify('token-abc', 'login')).rejects.toBeInstanceOf(
      RecaptchaUnavailableError,
    );
  });
});

describe('choosing a verifier from the settings', () => {
  const settings = {
    RECAPTCHA_PROJECT_ID: 'stride-shop',
    RECAPTCHA_SITE_KEY: 'site-key-1',
    RECAPTCHA_API_KEY: 'api-key-1',
  };

  it('uses Enterprise when all three settings are present', async () => {
    google.use(assessmentsAnswer({ action: 'placeOrder' }));
    const verifier = recaptchaFromEnv({ DEMO_MODE: false, ...settings });
    expect(await verifier.verify('token-abc', 'placeOrder')).toBe(true);
    expect(received).toHaveLength(1);
  });

  it('accepts offline tokens only in the demo', async () => {
    const partial = { ...settings, RECAPTCHA_API_KEY: undefined };
    const verifier = recaptchaFromEnv({ DEMO_MODE: true, ...partial });
    expect(await verifier.verify(offlineRecaptchaToken('login'), 'login')).toBe(true);
    expect(() => recaptchaFromEnv({ DEMO_MODE: false, ...partial })).toThrow(/RECAPTCHA_API_KEY/);
  });
});
