import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestApi } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import { SHARED_RENDER_HEADER, SHARED_RENDER_KEY } from '../entry/shared-render.mjs';
import {
  apiSecurityHeaders,
  pageContentSecurityPolicy,
  pageNonce,
  pageSecurityHeaders,
  permissionsPolicy,
  type PolicySources,
} from './security-headers';

const demo: PolicySources = {
  adyen: null,
  recaptcha: false,
  mapTiles: null,
  development: false,
};
const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((entry) => {
      const [name = '', ...values] = entry.split(' ');
      return [name, values];
    }),
  );

describe('the page policy', () => {
  it('runs only scripts with this response’s nonce, never inline or eval code', () => {
    const scripts = directives(pageContentSecurityPolicy('abc123', demo)).get('script-src');
    expect(scripts).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
  });

  it('reaches no third party in the demo, and only the configured ones otherwise', () => {
    const offline = pageContentSecurityPolicy('n', demo);
    expect(offline).not.toMatch(/https:/);
    const keyed = pageContentSecurityPolicy('n', {
      adyen: 'test',
      recaptcha: true,
      mapTiles: null,
      development: false,
    });
    expect(directives(keyed).get('frame-src')).toEqual(
      expect.arrayContaining(['https://checkoutshopper-test.adyen.com', 'https://www.google.com']),
    );
    expect(keyed).not.toContain('checkoutshopper-live');
    const live = pageContentSecurityPolicy('n', {
      adyen: 'live',
      recaptcha: false,
      mapTiles: null,
      development: false,
    });
    expect(live).toContain('https://checkoutshopper-live.adyen.com');
    expect(live).not.toContain('checkoutshopper-test');
    expect(live).not.toContain('google');
  });

  it('lets hosted CMS videos play from the video host outside the offline demo only', () => {
    expect(directives(pageContentSecurityPolicy('n', demo)).get('media-src')).toEqual(["'self'"]);
    expect(
      directives(pageContentSecurityPolicy('n', { ...demo, hostedVideos: true })).get('media-src'),
    ).toEqual(["'self'", 'https://res.cloudinary.com']);
  });

  it('lets images come from the map tile server once one is configured, and from no other', () => {
    const withMap = directives(
      pageContentSecurityPolicy('n', { ...demo, mapTiles: 'https://tile.example' }),
    );
    expect(withMap.get('img-src')).toContain('https://tile.example');
    expect(withMap.get('connect-src')).not.toContain('https://tile.example');
    expect(directives(pageContentSecurityPolicy('n', demo)).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
  });

  it('lets the tag manager and GA4 in only when a container is configured', () => {
    const tagged = directives(pageContentSecurityPolicy('n', { ...demo, tagManager: true }));
    expect(tagged.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(tagged.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(tagged.get('img-src')).toContain('https://*.googletagmanager.com');
    expect(pageContentSecurityPolicy('n', demo)).not.toContain('google');
  });

  it("lets the UGC widget reach, show and frame its provider's origin once one is configured", () => {
    const withUgc = directives(
      pageContentSecurityPolicy('n', { ...demo, ugcWidgets: 'https://widgets.ugc.example' }),
    );
    for (const name of ['connect-src', 'img-src', 'frame-src']) {
      expect(withUgc.get(name), name).toContain('https://widgets.ugc.example');
    }
    expect(withUgc.get('script-src')).toEqual(["'nonce-n'", "'strict-dynamic'"]);
  });

  it('allows eval only under next dev', () => {
    const dev = pageContentSecurityPolicy('n', { ...demo, development: true });
    expect(directives(dev).get('script-src')).toContain("'unsafe-eval'");
  });

  it('lets no site frame a page and no plugin run', () => {
    const policy = directives(pageContentSecurityPolicy('n', demo));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
  });

  it('grants payment to the page and Adyen’s frames, location to the page alone (the store locator asks on a click), and no camera or microphone', () => {
    expect(permissionsPolicy(demo)).toMatch(
      /^payment=\(self\), camera=\(\), microphone=\(\), geolocation=\(self\)/,
    );
    expect(permissionsPolicy({ ...demo, adyen: 'test' })).toContain(
      'payment=(self "https://checkoutshopper-test.adyen.com")',
    );
  });

  it('asks for HTTPS only outside demo mode', () => {
    expect(pageSecurityHeaders('n', demo, true)).not.toHaveProperty('strict-transport-security');
    expect(pageSecurityHeaders('n', demo, false)['strict-transport-security']).toMatch(
      /max-age=31536000/,
    );
    expect(apiSecurityHeaders(false)['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});

describe('the nonce a page renders with', () => {
  const key = 'c2VjcmV0LXJlbmRlci1rZXk=';
  beforeAll(() => {
    (globalThis as Record<symbol, unknown>)[SHARED_RENDER_KEY] = key;
  });
  afterAll(() => {
    delete (globalThis as Record<symbol, unknown>)[SHARED_RENDER_KEY];
  });

  it('is the render key only when the entry server asks with it', () => {
    expect(pageNonce(new Headers({ [SHARED_RENDER_HEADER]: key }))).toBe(key);
  });

  it('is new for every other request, a guessed key included', () => {
    const guesses = [
      {},
      { [SHARED_RENDER_HEADER]: 'c2VjcmV0LXJlbmRlci1rZXk' },
      { [SHARED_RENDER_HEADER]: `${key.slice(0, -2)}A=` },
    ];
    const nonces = guesses.map((headers) => pageNonce(new Headers(headers)));
    expect(nonces).not.toContain(key);
    expect(new Set(nonces).size).toBe(guesses.length);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('API answers', () => {
  let database: DatabaseHandle;
  let call: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    database = await createTestDatabase();
    call = createTestApi(database.db);
  });
  afterAll(() => database.close());

  it.each([
    ['an answer', '/consumers-v3/utilities/countryList', {}, 200],
    ['a refusal', '/consumers-v3/utilities/countryList', { 'x-brand': 'otherbrand' }, 400],
    ['an unknown path', '/no/such/path', {}, 404],
  ])('%s carries the security headers', async (_, path, headers, status) => {
    const reply = await call(path, { headers });
    expect(reply.status).toBe(status);
    expect(reply.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
