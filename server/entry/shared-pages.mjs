// Home, category and product pages look the same to every shopper, yet Next renders each per
// request so that its scripts carry the response's own CSP nonce (decision 006). The entry
// server keeps one render of each, made without the shopper's cookies and with a nonce only
// this process knows (the render key), and answers later requests with that key swapped for a
// fresh nonce (decision 008). A script injected through the page's data cannot carry the key,
// so the policy still refuses it; a change to the data behind the page renders it afresh.
import { randomBytes } from 'node:crypto';
import { SETTLE_MS } from './cache-handler.mjs';
import { compressAroundGaps } from './gzip-around-gaps.mjs';
import { SHARED_RENDER_HEADER, SHARED_RENDER_KEY } from './shared-render.mjs';

const TAG_CLOCK = Symbol.for('stride.cacheTagClock');

/** A locale's home, a category or a product, asked for without a query. */
const SHARED_PAGE_PATH = /^\/[a-z]{2}-[a-z]{2}(?:\/[cp]\/[^/?#]+)?$/;
/** Client navigations, prefetches and server actions ask for something other than the HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'];
/**
 * The tags behind every shared page: a product's change moves `listings` as well as its own
 * tag (migration 0007), so these two cover home, category and product pages alike.
 */
const PAGE_TAGS = ['listings', 'content'];
/** What a page shows that no tag covers (a launch date passing) is at most this old. */
export const MAX_AGE_MS = 60_000;
/** Pages kept, by the size of their HTML; the least recently served go first. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Headers that belong to one connection or one body's encoding, not to the page. */
const NOT_KEPT = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
]);

/**
 * An editor's browser (Next's draft-mode cookie, or the editor's grant, EDITOR_COOKIE in
 * server/content/preview-grant.ts) may be shown drafts: its pages are rendered for it alone.
 */
const PREVIEW_COOKIES = ['__prerender_bypass', 'stride_editor'];

function carriesPreviewCookie(cookieHeader) {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(';')
    .some((pair) => PREVIEW_COOKIES.includes(pair.slice(0, pair.indexOf('=')).trim()));
}

/** Whether the request asks for a page every shopper sees alike. */
export function isSharedPageRequest(request) {
  if (request.method !== 'GET' || !SHARED_PAGE_PATH.test(request.url ?? '')) return false;
  if (request.headers[SHARED_RENDER_HEADER] !== undefined) return false;
  if (carriesPreviewCookie(request.headers.cookie)) return false;
  return !ROUTER_HEADERS.some((name) => request.headers[name] !== undefined);
}

const newNonce = () => randomBytes(16).toString('base64');

/**
 * The shared pages of one server. `origin()` is where the server itself answers (the render
 * requests go there); `clock()` is the tag clock the app shares once it runs.
 */
export function createSharedPages({ origin, clock = () => globalThis[TAG_CLOCK], now = Date.now }) {
  const renderKey = newNonce();
  globalThis[SHARED_RENDER_KEY] = renderKey;
  /** Path → page, least recently served first. */
  const pages = new Map();
  let keptBytes = 0;
  /** Path → the render under way. */
  const renders = new Map();
  /** The clock read under way, and when it began. */
  let clockRead = null;

  /**
   * When the data behind the pages last changed, as read after `arrivedAt`: a request may join
   * a read that began after it arrived, never an earlier one, so a change committed before a
   * request shows in its answer.
   */
  function lastChange(tagClock, arrivedAt) {
    if (clockRead && clockRead.startedAt >= arrivedAt) return clockRead.answer;
    const read = { startedAt: performance.now(), answer: tagClock.lastChanged(PAGE_TAGS) };
    clockRead = read;
    return read.answer;
  }

  async function isFresh(page, tagClock, arrivedAt) {
    if (now() - page.renderedAt > MAX_AGE_MS) return false;
    try {
      const changedAt = await lastChange(tagClock, arrivedAt);
      return changedAt === null || changedAt.getTime() < page.renderedAt - SETTLE_MS;
    } catch {
      // The database is out of reach: the page as rendered is the best answer there is.
      return true;
    }
  }

  function forget(path) {
    const page = pages.get(path);
    if (!page) return;
    pages.delete(path);
    keptBytes -= page.bytes;
  }

  function keep(path, page) {
    forget(path);
    pages.set(path, page);
    keptBytes += page.bytes;
    for (const [oldest] of pages) {
      if (keptBytes <= MAX_BYTES) break;
      forget(oldest);
    }
  }

  async function render(path) {
    const renderedAt = now();
    const reply = await fetch(`${origin()}${path}`, {
      headers: { [SHARED_RENDER_HEADER]: renderKey, accept: 'text/html' },
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const html = await reply.text();
    const headers = [];
    for (const [name, value] of reply.headers) {
      // The body arrives decoded; it is encoded again for each shopper.
      if (!NOT_KEPT.has(name) && name !== 'content-encoding') headers.push([name, value]);
    }
    const shareable =
      reply.status === 200 &&
      !reply.headers.has('set-cookie') &&
      (reply.headers.get('content-type') ?? '').startsWith('text/html');
    const body = await compressAroundGaps(html.split(renderKey), Buffer.byteLength(renderKey));
    return { status: reply.status, headers, body, bytes: body.bytes, renderedAt, shareable };
  }

  /** One render per path at a time: shoppers arriving meanwhile get the same page. */
  function renderOnce(path) {
    let underWay = renders.get(path);
    if (!underWay) {
      underWay = render(path).finally(() => renders.delete(path));
      renders.set(path, underWay);
    }
    return underWay;
  }

  function send(request, response, page, cache) {
    const nonce = newNonce();
    for (const [name, value] of page.headers) {
      response.appendHeader(name, value.replaceAll(renderKey, nonce));
    }
    response.setHeader('x-stride-shared-page', cache);
    // Added to the Vary Next sent (its router headers), not in place of it.
    response.appendHeader('vary', 'Accept-Encoding');
    response.statusCode = page.status;
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.setHeader('content-encoding', 'gzip');
      response.end(page.body.gzip(Buffer.from(nonce)));
    } else {
      response.end(page.body.plain(Buffer.from(nonce)));
    }
  }

  /**
   * Answers a shared page's request from the kept render, or renders it and keeps it; false
   * when the request is not for a shared page or the app cannot say yet whether its data
   * changed, and Next should answer it as usual.
   */
  async function answer(request, response) {
    if (!isSharedPageRequest(request)) return false;
    const tagClock = clock();
    if (!tagClock) return false;
    const arrivedAt = performance.now();
    const path = request.url;
    const kept = pages.get(path);
    if (kept && (await isFresh(kept, tagClock, arrivedAt))) {
      // Served again: it moves to the end of the least-recently-served order.
      pages.delete(path);
      pages.set(path, kept);
      send(request, response, kept, 'hit');
      return true;
    }
    const page = await renderOnce(path);
    if (page.shareable) keep(path, page);
    else forget(path);
    send(request, response, page, 'miss');
    return true;
  }

  return { answer };
}
