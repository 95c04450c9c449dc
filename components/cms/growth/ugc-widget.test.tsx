import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineBrowserSettings } from '@/lib/browser-settings';
import en from '@/messages/en.json';
import { productDetails } from '@/mocks/product-fixtures';
import { CommerceProvider } from '@/services/commerce-context';
import { UgcWidget } from './ugc-widget';

const navigation = vi.hoisted(() => ({ pathname: '/en-us' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const SCRIPT_URL = 'https://widgets.ugc.example/loader.js';
const createWidget = vi.fn();
const beacons: unknown[] = [];

beforeEach(() => {
  navigation.pathname = '/en-us';
  createWidget.mockReset();
  beacons.length = 0;
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (_url: string, body: string) => beacons.push(JSON.parse(body)),
  });
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as { UgcWidgets?: unknown }).UgcWidgets;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

// Each test has its own container: a page loads each script once.
function renderWidget(containerId: string, scriptUrl: string | null = SCRIPT_URL) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en-us" messages={en} timeZone="UTC">
        <CommerceProvider
          brand="stride"
          locale="en-us"
          settings={{ ...offlineBrowserSettings, ugcWidgetScriptUrl: scriptUrl }}
        >
          {children}
        </CommerceProvider>
      </NextIntlClientProvider>
    );
  }
  return render(<UgcWidget block={{ type: 'ugc-widget', id: 'community', containerId }} />, {
    wrapper: Wrapper,
  });
}

/** The provider's script as the browser would run it: defines its global, then fires load. */
async function providerScript() {
  const script = await vi.waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>('script[src^="https://widgets"]');
    if (!found) throw new Error('no provider script yet');
    return found;
  });
  return {
    url: new URL(script.src),
    load() {
      (window as { UgcWidgets?: unknown }).UgcWidgets = { createWidget };
      script.dispatchEvent(new Event('load'));
    },
    fail: () => script.dispatchEvent(new Event('error')),
  };
}

describe('the UGC widget', () => {
  it('renders nothing and loads no script until a provider is configured', () => {
    const { container } = renderWidget('unconfigured', null);
    expect(container).toBeEmptyDOMElement();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it("loads the provider's script by container and locale, and creates the gallery 500 ms later", async () => {
    renderWidget('stride-community');
    expect(document.getElementById('stride-community')).not.toBeNull();
    const script = await providerScript();
    expect(script.url.origin + script.url.pathname).toBe(SCRIPT_URL);
    expect(Object.fromEntries(script.url.searchParams)).toEqual({
      containerId: 'stride-community',
      locale: 'en-us',
    });
    vi.useFakeTimers();
    script.load();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(vi.getTimerCount()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(createWidget).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(createWidget).toHaveBeenCalledExactlyOnceWith({
      containerId: 'stride-community',
      locale: 'en-us',
    });
  });

  it("shows a product page's posts by the master id the product lookup gives", async () => {
    navigation.pathname = '/en-us/p/trail-runner-SHO0012A';
    server.use(
      http.get('*/api/products/v2/products/SHO0012A/details', () =>
        HttpResponse.json(productDetails({ id: 'SHO0012A' })),
      ),
    );
    renderWidget('product-posts');
    (await providerScript()).load();
    await vi.waitFor(
      () =>
        expect(createWidget).toHaveBeenCalledWith({
          containerId: 'product-posts',
          locale: 'en-us',
          productId: 'SHO0012A',
        }),
      { timeout: 3000 },
    );
  });

  it('logs a script that fails to load and hides the widget, showing no error', async () => {
    const { container } = renderWidget('broken-script');
    (await providerScript()).fail();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(beacons).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: expect.stringContaining('failed to load'),
      }),
    ]);
    expect(createWidget).not.toHaveBeenCalled();
  });

  it('logs a failed product lookup and creates no widget', async () => {
    navigation.pathname = '/en-us/p/gone-SHO0099Z';
    server.use(
      http.get('*/api/products/v2/products/SHO0099Z/details', () =>
        HttpResponse.json(
          { errorDetails: [{ errorId: 'PRD404', message: 'Not found' }], correlationId: 'c' },
          { status: 404 },
        ),
      ),
    );
    const { container } = renderWidget('lost-product');
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    vi.useFakeTimers();
    (await providerScript()).load();
    await act(() => vi.runAllTimersAsync());
    expect(createWidget).not.toHaveBeenCalled();
    expect(beacons).toContainEqual(expect.objectContaining({ kind: 'error' }));
  });
});
