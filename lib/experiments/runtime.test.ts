import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPOSURE_EVENT_KEY, type ExperimentEventBatch } from '@/lib/contracts/experiments';
import {
  CONSENT_COOKIE,
  serializeConsent,
  ALL_ACCEPTED,
  ALL_REJECTED,
} from '@/lib/consent/consent';
import { demoDatafile } from '@/lib/experiments/demo-datafile';
import { OWN_DATAFILE_PATH, OWN_EVENTS_PATH, PDP_PROMISE_FLAG } from './constants';
import { decideFlag, resetExperimentsForTests, trackExperimentEvent } from './runtime';
import { VISITOR_ID_KEY } from '../visitor-id';

// Visitors the demo datafile's 50/50 split puts in different variations (murmurhash bucketing).
const BASELINE_VISITOR = 'e2e-visitor-1';
const FREE_RETURN_VISITOR = 'e2e-visitor-2';

let posted: ExperimentEventBatch[];
let fetchMock: ReturnType<typeof vi.fn>;

function setConsent(value: string | null) {
  document.cookie = value
    ? `${CONSENT_COOKIE}=${value}; path=/`
    : `${CONSENT_COOKIE}=; path=/; max-age=0`;
}

/** A page load: the module's per-page state starts over, localStorage and cookies stay. */
function reload() {
  resetExperimentsForTests();
}

async function flushEvents() {
  await vi.advanceTimersByTimeAsync(1500);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  localStorage.clear();
  setConsent(null);
  posted = [];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === OWN_DATAFILE_PATH) return new Response(JSON.stringify(demoDatafile));
    if (url === OWN_EVENTS_PATH) {
      posted.push(JSON.parse(String(init?.body)) as ExperimentEventBatch);
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  reload();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const exposures = () =>
  posted.flatMap((batch) =>
    batch.visitors.flatMap((visitor) =>
      visitor.snapshots
        .filter((snapshot) => snapshot.events.some((event) => event.key === EXPOSURE_EVENT_KEY))
        .map((snapshot) => ({
          visitor: visitor.visitor_id,
          variation: snapshot.decisions?.[0]?.metadata.variation_key,
        })),
    ),
  );

describe('consent gating', () => {
  it('loads nothing in EMEA until the shopper chose, nor after they refused targeting', async () => {
    expect(await decideFlag({ locale: 'fr-fr', sdkKey: null }, PDP_PROMISE_FLAG)).toBeNull();
    setConsent(serializeConsent(ALL_REJECTED));
    expect(await decideFlag({ locale: 'de-de', sdkKey: null }, PDP_PROMISE_FLAG)).toBeNull();
    trackExperimentEvent({ locale: 'fr-fr', sdkKey: null }, 'add_to_cart');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
  });

  it('decides in EMEA once targeting is accepted, and in North America unless withdrawn', async () => {
    localStorage.setItem(VISITOR_ID_KEY, FREE_RETURN_VISITOR);
    setConsent(serializeConsent(ALL_ACCEPTED));
    expect(await decideFlag({ locale: 'fr-fr', sdkKey: null }, PDP_PROMISE_FLAG)).toBe(
      'return_free',
    );
    reload();
    setConsent(null);
    expect(await decideFlag({ locale: 'en-us', sdkKey: null }, PDP_PROMISE_FLAG)).toBe(
      'return_free',
    );
  });
});

describe('bucketing and exposure', () => {
  it('gives a visitor the same variation on every reload and sends the impression once', async () => {
    localStorage.setItem(VISITOR_ID_KEY, BASELINE_VISITOR);
    for (let load = 0; load < 3; load += 1) {
      reload();
      expect(await decideFlag({ locale: 'en-us', sdkKey: null }, PDP_PROMISE_FLAG)).toBe(
        'baseline',
      );
      await flushEvents();
    }
    expect(exposures()).toEqual([{ visitor: BASELINE_VISITOR, variation: 'baseline' }]);
  });

  it('makes a visitor id once and keeps it', async () => {
    await decideFlag({ locale: 'en-us', sdkKey: null }, PDP_PROMISE_FLAG);
    const made = localStorage.getItem(VISITOR_ID_KEY);
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    reload();
    await decideFlag({ locale: 'en-us', sdkKey: null }, PDP_PROMISE_FLAG);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(made);
  });

  it('loads no SDK for a flag the datafile does not name', async () => {
    expect(await decideFlag({ locale: 'en-us', sdkKey: null }, 'home_hero')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([OWN_DATAFILE_PATH]);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
  });

  it('shows the baseline when the datafile cannot be read', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 503 }));
    expect(await decideFlag({ locale: 'en-us', sdkKey: null }, PDP_PROMISE_FLAG)).toBeNull();
  });
});

describe('conversions', () => {
  it('tracks add to cart for a visitor shown the experiment, not for one never shown it', async () => {
    localStorage.setItem(VISITOR_ID_KEY, FREE_RETURN_VISITOR);
    trackExperimentEvent({ locale: 'en-us', sdkKey: null }, 'add_to_cart');
    await flushEvents();
    expect(posted).toEqual([]);

    await decideFlag({ locale: 'en-us', sdkKey: null }, PDP_PROMISE_FLAG);
    trackExperimentEvent({ locale: 'en-us', sdkKey: null }, 'add_to_cart', { quantity: 1 });
    await flushEvents();
    const events = posted.flatMap((batch) =>
      batch.visitors.flatMap((visitor) => visitor.snapshots.flatMap((snapshot) => snapshot.events)),
    );
    expect(events.map((event) => event.key)).toEqual([EXPOSURE_EVENT_KEY, 'add_to_cart']);
    expect(events[1]?.tags).toEqual({ quantity: 1 });
  });
});
