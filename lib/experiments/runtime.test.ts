// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_ACCEPTED,
  ALL_REJECTED,
  CONSENT_COOKIE,
  serializeConsent,
} from '@/lib/consent/consent';
import { CONVERSIONS_PATH, DECISIONS_PATH, PDP_PROMISE_FLAG } from './constants';
import { EXPOSURES_KEY } from './exposures';
import { decideFlag, trackExperimentEvent } from './runtime';
import { VISITOR_ID_KEY } from '../visitor-id';

const VISITOR = 'visitor-0001';

/** What the page sent, per path: the server's side is server/experiments. */
let sent: { path: string; body: Record<string, unknown> }[];
/** The server's answer to the next decision call; null never answers (until aborted). */
let decision: (() => Response) | null;

function setConsent(value: string | null) {
  document.cookie = value
    ? `${CONSENT_COOKIE}=${value}; path=/`
    : `${CONSENT_COOKIE}=; path=/; max-age=0`;
}

beforeEach(() => {
  localStorage.clear();
  setConsent(null);
  sent = [];
  decision = () =>
    Response.json({ experimentKey: 'pdp_promise_test', variationKey: 'return_free' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      if (path !== DECISIONS_PATH) return new Response(null, { status: 204 });
      if (decision) return decision();
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('consent', () => {
  it('asks nothing in EMEA until the shopper chose, nor after they refused targeting', async () => {
    expect(await decideFlag('fr-fr', PDP_PROMISE_FLAG)).toBeNull();
    setConsent(serializeConsent(ALL_REJECTED));
    expect(await decideFlag('de-de', PDP_PROMISE_FLAG)).toBeNull();
    trackExperimentEvent('fr-fr', 'add_to_cart');
    expect(sent).toEqual([]);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
  });

  it('asks in EMEA once targeting is accepted, and in North America unless withdrawn', async () => {
    setConsent(serializeConsent(ALL_ACCEPTED));
    expect(await decideFlag('fr-fr', PDP_PROMISE_FLAG)).toBe('return_free');
    setConsent(null);
    expect(await decideFlag('en-us', PDP_PROMISE_FLAG)).toBe('return_free');
  });
});

describe('decisions', () => {
  it('makes a visitor id once and names the variations already shown to it', async () => {
    await decideFlag('en-us', PDP_PROMISE_FLAG);
    const made = localStorage.getItem(VISITOR_ID_KEY);
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]).toEqual({
      path: DECISIONS_PATH,
      body: { visitorId: made, locale: 'en-us', flagKey: PDP_PROMISE_FLAG, shown: [] },
    });
    await decideFlag('en-us', PDP_PROMISE_FLAG);
    expect(sent[1]?.body).toMatchObject({
      visitorId: made,
      shown: ['pdp_promise_test:return_free'],
    });
    expect(JSON.parse(localStorage.getItem(EXPOSURES_KEY)!)).toEqual([
      `${made}:pdp_promise_test:return_free`,
    ]);
  });

  it('keeps the baseline when the server answers none, fails, or is too slow', async () => {
    decision = () => Response.json({ experimentKey: null, variationKey: null });
    expect(await decideFlag('en-us', PDP_PROMISE_FLAG)).toBeNull();
    decision = () => new Response(null, { status: 503 });
    expect(await decideFlag('en-us', PDP_PROMISE_FLAG)).toBeNull();
    decision = null;
    expect(await decideFlag('en-us', PDP_PROMISE_FLAG, 50)).toBeNull();
    expect(localStorage.getItem(EXPOSURES_KEY)).toBeNull();
  });
});

describe('conversions', () => {
  it('reports add to cart for a visitor shown an experiment, not for one never shown it', async () => {
    localStorage.setItem(VISITOR_ID_KEY, VISITOR);
    trackExperimentEvent('en-us', 'add_to_cart', { quantity: 1 });
    expect(sent).toEqual([]);

    await decideFlag('en-us', PDP_PROMISE_FLAG);
    trackExperimentEvent('en-us', 'add_to_cart', { quantity: 2 });
    expect(sent[1]).toEqual({
      path: CONVERSIONS_PATH,
      body: { visitorId: VISITOR, locale: 'en-us', eventKey: 'add_to_cart', tags: { quantity: 2 } },
    });
  });
});
