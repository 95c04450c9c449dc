import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * A guest browsing logs nothing alarming (issue 12, item 10): no console errors, no failed
 * requests and no 4xx or 5xx answers from the store, on a first visit and a return visit; and
 * every link on those pages leads somewhere. This catches a session check that answers guests
 * with 401, and menu or footer links to pages that do not exist (Next prefetches them on every
 * page view; its prefetch of the catch-all route answers 200, so the links are followed too).
 */

interface Watch {
  problems: string[];
  /** Requests sent and not yet finished or failed. */
  pending: Set<Request>;
  /** The store's own links on the pages visited. */
  links: Set<string>;
}

function watch(page: Page, origin: string): Watch {
  const problems: string[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    const reason = request.failure()?.errorText ?? '';
    // Next cancels prefetches it no longer wants (links that scrolled away, a navigation):
    // a request the page itself cancelled is not a failure.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return { problems, pending, links: new Set() };
}

/**
 * Opens a page and scrolls to its end, where the footer's links come into view and Next
 * prefetches them, waits for the requests to be answered (so an error is seen before the next
 * navigation cancels them), and collects the page's links.
 */
async function visit(page: Page, path: string, { pending, links }: Watch): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Prefetches start from an IntersectionObserver callback, a moment after the scroll.
  await page.waitForTimeout(500);
  // A slow answer is no error: wait a while, then let the next navigation cancel it.
  await expect
    .poll(() => pending.size, { timeout: 10_000 })
    .toBe(0)
    .catch(() => undefined);
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  for (const href of hrefs) links.add(href.split('#')[0]!);
}

// Category and product links are made from the catalogue's own rows; the rest are typed by hand.
const catalogueLink = /^\/[a-z]{2}-[a-z]{2}\/(c|p)\//;

/**
 * Follows each link that is not a catalogue page once, as a shopper's click would, and
 * reports those that end in an error.
 */
async function deadLinks(page: Page, links: Set<string>): Promise<string[]> {
  const dead: string[] = [];
  const queue = [...links].filter((href) => !catalogueLink.test(href));
  const follow = async () => {
    for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
      const response = await page.request.get(href);
      if (response.status() >= 400) dead.push(`${response.status()}: link to ${href}`);
    }
  };
  await Promise.all([follow(), follow(), follow()]);
  return dead;
}

test('a guest’s home, product and bag pages log no errors and no failed requests', async ({
  page,
  baseURL,
}) => {
  // Five pages, each waited on until quiet, then the links: more than the default minute.
  test.setTimeout(180_000);
  const watched = watch(page, baseURL!);

  await visit(page, '/en-us', watched);
  const product = await page
    .getByRole('main')
    .locator('a[href^="/en-us/p/"]')
    .first()
    .getAttribute('href');
  expect(product).toBeTruthy();
  await visit(page, product!, watched);
  await visit(page, '/en-us/cart', watched);
  // A returning guest, with the session cookies of the first visit.
  await visit(page, '/en-us', watched);
  await visit(page, product!, watched);

  expect([...watched.problems, ...(await deadLinks(page, watched.links))]).toEqual([]);
});
