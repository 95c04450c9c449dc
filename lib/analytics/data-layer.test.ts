// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE } from '@/lib/consent/consent';
import type { EcommerceEvent } from './ecommerce-items';

// Each test starts a fresh page: a new consent store and data layer module, no cookie.
async function freshPage() {
  vi.resetModules();
  window.dataLayer = undefined;
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  sessionStorage.clear();
  const { pushDataLayer } = await import('./data-layer');
  const { consentStore } = await import('@/lib/consent/consent-store');
  const { readSessionEvents } = await import('./session-log');
  return { pushDataLayer, consentStore, readSessionEvents };
}

const names = () => (window.dataLayer ?? []).flatMap(({ event }) => (event ? [event] : []));

describe('the data layer under consent', () => {
  beforeEach(() => vi.resetModules());

  it('keeps an EMEA page’s events out of window.dataLayer until the shopper accepts, then releases them in order', async () => {
    const { pushDataLayer, consentStore, readSessionEvents } = await freshPage();
    pushDataLayer({ event: 'page_view' });
    consentStore.start('EMEA', false);
    pushDataLayer({ event: 'view_item' });
    expect(window.dataLayer).toBeUndefined();
    expect(readSessionEvents()).toEqual([]);

    consentStore.choose({ performance: true, functional: false, targeting: false });
    pushDataLayer({ event: 'add_to_cart' });
    expect(names()).toEqual(['page_view', 'view_item', 'add_to_cart']);
    expect(readSessionEvents().map(({ event }) => event.event)).toEqual(names());
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=v1.p1.f0.t0`);
  });

  it('drops every event when the shopper refuses performance and analytics', async () => {
    const { pushDataLayer, consentStore } = await freshPage();
    consentStore.start('EMEA', false);
    pushDataLayer({ event: 'page_view' });
    consentStore.choose({ performance: false, functional: true, targeting: true });
    pushDataLayer({ event: 'view_item' });
    expect(window.dataLayer).toBeUndefined();
  });

  it('passes events straight through outside EMEA, and stops them once consent is withdrawn', async () => {
    const { pushDataLayer, consentStore } = await freshPage();
    consentStore.start('NORA', false);
    pushDataLayer({ event: 'page_view' });
    consentStore.choose({ performance: false, functional: false, targeting: false });
    pushDataLayer({ event: 'view_item' });
    expect(names()).toEqual(['page_view']);
  });

  it('lets an editor’s preview through without a choice', async () => {
    const { pushDataLayer, consentStore } = await freshPage();
    consentStore.start('EMEA', true);
    pushDataLayer({ event: 'page_view' });
    expect(names()).toEqual(['page_view']);
  });

  it('clears the previous e-commerce object before each e-commerce event, as GTM asks', async () => {
    const { pushDataLayer, consentStore } = await freshPage();
    consentStore.start('NORA', false);
    const viewItem: EcommerceEvent = {
      event: 'view_item',
      ecommerce: { currency: 'GBP', items: [] },
    };
    pushDataLayer({ event: 'page_view' });
    pushDataLayer(viewItem);
    expect(window.dataLayer).toEqual([
      { event: 'page_view' },
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'GBP', items: [] } },
    ]);
  });
});

describe('the order of a page’s events', () => {
  beforeEach(() => vi.resetModules());

  it('puts the page view first when the page reported before the layout', async () => {
    const { pushDataLayer, consentStore } = await freshPage();
    consentStore.start('NORA', false);
    window.history.replaceState(null, '', '/en-us/p/a-shoe-ST00000001');
    pushDataLayer({ event: 'view_item' });
    pushDataLayer({ event: 'page_view' });
    pushDataLayer({ event: 'add_to_cart' });
    expect(names()).toEqual(['page_view', 'view_item', 'add_to_cart']);

    window.history.replaceState(null, '', '/en-us/p/another-shoe-ST00000002');
    pushDataLayer({ event: 'view_item' });
    pushDataLayer({ event: 'page_view' });
    expect(names().slice(3)).toEqual(['page_view', 'view_item']);
  });

  it('still sends a page’s event when no page view follows it', async () => {
    const { pushDataLayer, consentStore } = await freshPage();
    consentStore.start('NORA', false);
    window.history.replaceState(null, '', '/en-us/dev/analytics');
    pushDataLayer({ event: 'select_item' });
    expect(names()).toEqual([]);
    await Promise.resolve();
    expect(names()).toEqual(['select_item']);
  });
});
