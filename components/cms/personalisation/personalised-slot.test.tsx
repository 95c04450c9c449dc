import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@/lib/cart/stored-cart';
import { ALL_REJECTED, CONSENT_COOKIE, serializeConsent } from '@/lib/consent/consent';
import type { DecisionSummary } from '@/lib/contracts/personalisation';
import type { PersonalisedBlockKey } from '@/lib/personalisation/choose-alternative';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { PersonalisedSlot } from './personalised-slot';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let page = 0;
beforeEach(() => {
  // Each test is its own page view (the decision is shared per address).
  page += 1;
  window.history.replaceState(null, '', `/en-us/page-${page}`);
  document.cookie = `${CONSENT_COOKIE}=; max-age=0`;
  document.cookie = 'stride_session=; max-age=0';
});

const segmentation: PersonalisedBlockKey = {
  kind: 'segmentation',
  id: 'home-hero',
  segmentIds: ['loyalty-member', 'employee'],
};
const experience: PersonalisedBlockKey = {
  kind: 'experience',
  experienceId: 'checkout-copy',
  trackingEvent: 'checkout-copy-view',
  variantIds: ['short', 'long'],
};
const alternativesOf = (ids: string[]) => [
  { id: null, content: <p>baseline</p> },
  ...ids.map((id) => ({ id, content: <p>{id}</p> })),
];

function decision(actions: Partial<DecisionSummary['actions']>): DecisionSummary {
  return { monetateId: 'visitor-0001', actions: { experiences: [], segmentation: [], ...actions } };
}

function answer(reply: DecisionSummary | 'failure') {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/engine/v1/decide/stride', async ({ request }) => {
      bodies.push(await request.json());
      return reply === 'failure'
        ? HttpResponse.json({ errorDetails: [] }, { status: 503 })
        : HttpResponse.json(reply);
    }),
  );
  return bodies;
}

function showSlot(block: PersonalisedBlockKey, ids: string[]) {
  const { wrapper } = createCommerceWrapper();
  render(<PersonalisedSlot block={block} alternatives={alternativesOf(ids)} />, { wrapper });
}

const isShown = (text: string) =>
  !screen.getByText(text).parentElement!.className.includes('invisible');
/** The marks the layout's unknown-visitor rule shows while the decision is awaited. */
const provisionalMarkOf = (text: string) =>
  screen.getByText(text).parentElement!.getAttribute('data-provisional');

describe('PersonalisedSlot', () => {
  it('keeps every alternative invisible until the decision, then shows the first matching segment', async () => {
    answer(
      decision({
        segmentation: [
          { id: 'home-hero', segments: [{ id: 'employee' }, { id: 'loyalty-member' }] },
        ],
      }),
    );
    showSlot(segmentation, ['loyalty-member', 'employee']);
    expect(isShown('baseline')).toBe(false);
    expect(isShown('loyalty-member')).toBe(false);
    await waitFor(() => expect(isShown('loyalty-member')).toBe(true));
    expect(isShown('baseline')).toBe(false);
    expect(isShown('employee')).toBe(false);
  });

  it('marks what a new visitor will be shown until the decision names what to show', async () => {
    let decide: ((reply: DecisionSummary) => void) | undefined;
    server.use(
      http.post('*/api/engine/v1/decide/stride', async () => {
        const reply = await new Promise<DecisionSummary>((resolve) => (decide = resolve));
        return HttpResponse.json(reply);
      }),
    );
    showSlot({ ...segmentation, segmentIds: ['loyalty-member', 'cart-empty'] }, [
      'loyalty-member',
      'cart-empty',
    ]);
    expect(provisionalMarkOf('cart-empty')).toBe('t');
    expect(provisionalMarkOf('baseline')).toBe('n');
    expect(provisionalMarkOf('loyalty-member')).toBeNull();
    await waitFor(() => expect(decide).toBeDefined());
    decide!(
      decision({ segmentation: [{ id: 'home-hero', segments: [{ id: 'loyalty-member' }] }] }),
    );
    await waitFor(() => expect(isShown('loyalty-member')).toBe(true));
    expect(provisionalMarkOf('cart-empty')).toBeNull();
    expect(provisionalMarkOf('baseline')).toBeNull();
    expect(isShown('cart-empty')).toBe(false);
  });

  it('marks nothing for an account’s session or a guest with a bag, nor in an experience', () => {
    answer(decision({}));
    document.cookie = 'stride_session=consumer';
    showSlot(segmentation, ['loyalty-member', 'employee']);
    expect(provisionalMarkOf('baseline')).toBeNull();
    cleanup();
    document.cookie = 'stride_session=guest';
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { basketId: 'b-1', totalItems: 1 }, version: 0 }),
    );
    showSlot(segmentation, ['loyalty-member', 'employee']);
    expect(provisionalMarkOf('baseline')).toBeNull();
    cleanup();
    localStorage.clear();
    showSlot(segmentation, ['loyalty-member', 'employee']);
    expect(provisionalMarkOf('baseline')).toBe('n t');
    cleanup();
    document.cookie = 'stride_session=; max-age=0';
    showSlot(experience, ['short', 'long']);
    expect(
      screen
        .getAllByText('baseline')
        .some((node) => node.parentElement!.hasAttribute('data-provisional')),
    ).toBe(false);
  });

  it('shows the baseline when no segment matches or the call fails', async () => {
    answer('failure');
    showSlot(segmentation, ['loyalty-member']);
    await waitFor(() => expect(isShown('baseline')).toBe(true));
    expect(isShown('loyalty-member')).toBe(false);
  });

  it('lets p13n_testcontext force a segment over the decision', async () => {
    window.history.replaceState(
      null,
      '',
      `/en-us/page-${page}?p13n_testcontext=${encodeURIComponent('{"variants":["employee"]}')}`,
    );
    answer(decision({ segmentation: [{ id: 'home-hero', segments: [{ id: 'loyalty-member' }] }] }));
    showSlot(segmentation, ['loyalty-member', 'employee']);
    await waitFor(() => expect(isShown('employee')).toBe(true));
  });

  it('reports a decided variant once with its trackingEvent', async () => {
    const bodies = answer(
      decision({
        experiences: [
          {
            experienceId: 'checkout-copy',
            trackingEvent: 'checkout-copy-view',
            variants: [{ name: 'Long', variantId: 'long' }],
          },
        ],
      }),
    );
    showSlot(experience, ['short', 'long']);
    await waitFor(() => expect(isShown('long')).toBe(true));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({
      events: [{ eventType: 'impression', trackingEvent: 'checkout-copy-view', variantId: 'long' }],
    });
  });

  it('shows baselines and asks nothing without targeting consent', async () => {
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent(ALL_REJECTED)}`;
    const bodies = answer(
      decision({ segmentation: [{ id: 'home-hero', segments: [{ id: 'loyalty-member' }] }] }),
    );
    showSlot(segmentation, ['loyalty-member']);
    await waitFor(() => expect(isShown('baseline')).toBe(true));
    expect(bodies).toEqual([]);
  });
});
