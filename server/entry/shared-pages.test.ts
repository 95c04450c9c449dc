import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SETTLE_MS } from './cache-handler.mjs';
import { createSharedPages, isSharedPageRequest, MAX_AGE_MS } from './shared-pages.mjs';
import { SHARED_RENDER_HEADER, SHARED_RENDER_KEY } from './shared-render.mjs';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** What the app answers per path, besides the page's scripts; status 200 unless told. */
type AppAnswer = { status?: number; headers?: Record<string, string> };

/**
 * A server laid out as serve.mjs is: shared pages first, then a stand-in for Next that renders
 * each page with the nonce the proxy would choose (the render key when asked with it) and
 * counts its renders per path.
 */
async function storeWithSharedPages(answers: Record<string, AppAnswer> = {}) {
  const renders = new Map<string, number>();
  let time = 1_000_000_000_000;
  let changedAt: Date | null = null;
  let clockShared = true;

  function app(request: IncomingMessage, response: ServerResponse) {
    const path = request.url ?? '/';
    renders.set(path, (renders.get(path) ?? 0) + 1);
    const key = (globalThis as Record<symbol, unknown>)[SHARED_RENDER_KEY];
    const nonce =
      request.headers[SHARED_RENDER_HEADER] === key ? String(key) : `fresh${Math.random()}`;
    const answer = answers[path.split('?')[0]!] ?? {};
    response.writeHead(answer.status ?? 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      vary: 'rsc, next-router-state-tree',
      ...answer.headers,
    });
    response.end(
      `<html><script nonce="${nonce}">boot()</script><main>${path} render ${renders.get(path)}</main></html>`,
    );
  }

  const sharedPages = createSharedPages({
    origin: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clock: () => (clockShared ? { lastChanged: async () => changedAt } : undefined),
    now: () => time,
  });
  const server = createServer((request, response) => {
    if (!isSharedPageRequest(request)) return app(request, response);
    void sharedPages.answer(request, response).then((answered) => {
      if (!answered) app(request, response);
    });
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    renders: (path: string) => renders.get(path) ?? 0,
    async visit(path: string, headers: Record<string, string> = {}) {
      const reply = await fetch(`${base}${path}`, { headers });
      const html = await reply.text();
      const bodyNonce = /nonce="([^"]+)"/.exec(html)?.[1];
      const policyNonce = /'nonce-([^']+)'/.exec(
        reply.headers.get('content-security-policy')!,
      )?.[1];
      return { reply, html, bodyNonce, policyNonce };
    },
    dataChanges: () => (changedAt = new Date(time)),
    pass: (ms: number) => (time += ms),
    withholdClock: () => (clockShared = false),
  };
}

describe('shared pages', () => {
  it('answers home, category and product pages from one render, each answer with a nonce of its own', async () => {
    const store = await storeWithSharedPages();
    for (const path of ['/en-us', '/de-de/c/men-1000', '/en-us/p/runner-ST00000001']) {
      const first = await store.visit(path);
      const second = await store.visit(path);
      expect(store.renders(path)).toBe(1);
      expect(second.html).toContain(`${path} render 1`);
      expect(second.reply.headers.get('x-stride-shared-page')).toBe('hit');
      for (const visit of [first, second]) {
        expect(visit.bodyNonce).toBeTruthy();
        expect(visit.policyNonce).toBe(visit.bodyNonce);
      }
      expect(second.bodyNonce).not.toBe(first.bodyNonce);
    }
  });

  it('never shows a shopper the key its renders are made with', async () => {
    const store = await storeWithSharedPages();
    const key = String((globalThis as Record<symbol, unknown>)[SHARED_RENDER_KEY]);
    const visits = [await store.visit('/en-us'), await store.visit('/en-us')];
    for (const { reply, html } of visits) {
      expect(html).not.toContain(key);
      expect([...reply.headers.values()].join('\n')).not.toContain(key);
    }
  });

  it('renders afresh on the next request once the data behind the pages changed', async () => {
    const store = await storeWithSharedPages();
    await store.visit('/en-us/p/runner-ST00000001');
    store.pass(10_000);
    store.dataChanges();
    const afterChange = await store.visit('/en-us/p/runner-ST00000001');
    expect(afterChange.html).toContain('render 2');
    // A render begun just after a change may have read the data before it: not kept as fresh.
    store.pass(SETTLE_MS - 1_000);
    expect((await store.visit('/en-us/p/runner-ST00000001')).html).toContain('render 3');
    store.pass(2_000);
    await store.visit('/en-us/p/runner-ST00000001');
    expect((await store.visit('/en-us/p/runner-ST00000001')).html).toContain('render 4');
    expect(store.renders('/en-us/p/runner-ST00000001')).toBe(4);
  });

  it('renders a page again when it is a minute old, whatever the clock says', async () => {
    const store = await storeWithSharedPages();
    await store.visit('/en-us');
    store.pass(MAX_AGE_MS + 1);
    expect((await store.visit('/en-us')).html).toContain('render 2');
  });

  it('renders once for shoppers who ask for the same page at the same moment', async () => {
    const store = await storeWithSharedPages();
    const visits = await Promise.all(Array.from({ length: 6 }, () => store.visit('/en-us')));
    expect(store.renders('/en-us')).toBe(1);
    expect(new Set(visits.map((visit) => visit.bodyNonce)).size).toBe(6);
  });

  it('leaves queries, client navigations and other pages to the app', async () => {
    const store = await storeWithSharedPages();
    const asked: [string, Record<string, string>?][] = [
      ['/en-us/c/men-1000?sort=price-low-high'],
      ['/en-us/c/men-1000', { rsc: '1' }],
      ['/en-us/cart'],
      ['/en-us/account/orders'],
    ];
    for (const [path, headers] of asked) {
      await store.visit(path, headers);
      const again = await store.visit(path, headers);
      expect(again.reply.headers.get('x-stride-shared-page')).toBeNull();
    }
    expect(store.renders('/en-us/c/men-1000?sort=price-low-high')).toBe(2);
    expect(store.renders('/en-us/c/men-1000')).toBe(2);
  });

  it('sends an editor previewing drafts straight to the app, neither answered from nor kept', async () => {
    const store = await storeWithSharedPages();
    await store.visit('/en-us');
    const editors = [
      { cookie: '__prerender_bypass=draft; other=1' },
      { cookie: 'theme=dark; stride_editor=grant' },
    ];
    for (const headers of editors) {
      const visit = await store.visit('/en-us', headers);
      expect(visit.reply.headers.get('x-stride-shared-page')).toBeNull();
    }
    expect(store.renders('/en-us')).toBe(3);
    // The editors' renders replaced nothing: shoppers still get the first one.
    const shopper = await store.visit('/en-us', { cookie: 'stride_editor_hint=1' });
    expect(shopper.html).toContain('render 1');
    expect(shopper.reply.headers.get('x-stride-shared-page')).toBe('hit');
  });

  it('keeps no page that failed, set a cookie or is not HTML, yet answers it', async () => {
    const store = await storeWithSharedPages({
      '/en-us/p/gone-ST00000404': { status: 404 },
      '/en-us/p/cookie-ST00000002': { headers: { 'set-cookie': 'seen=1; Path=/' } },
      '/en-us/c/feed-1000': { headers: { 'content-type': 'application/json' } },
    });
    for (const path of [
      '/en-us/p/gone-ST00000404',
      '/en-us/p/cookie-ST00000002',
      '/en-us/c/feed-1000',
    ]) {
      const first = await store.visit(path);
      await store.visit(path);
      expect(store.renders(path)).toBe(2);
      expect(first.policyNonce).toBe(first.bodyNonce);
    }
    expect((await store.visit('/en-us/p/gone-ST00000404')).reply.status).toBe(404);
  });

  it('leaves every page to the app until the app shares its tag clock', async () => {
    const store = await storeWithSharedPages();
    store.withholdClock();
    await store.visit('/en-us');
    const again = await store.visit('/en-us');
    expect(store.renders('/en-us')).toBe(2);
    expect(again.reply.headers.get('x-stride-shared-page')).toBeNull();
  });

  it('compresses a page for a browser that accepts gzip', async () => {
    const store = await storeWithSharedPages();
    const { reply, html } = await store.visit('/en-us', { 'accept-encoding': 'gzip' });
    expect(reply.headers.get('content-encoding')).toBe('gzip');
    expect(reply.headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(html).toContain('/en-us render 1');
  });
});
