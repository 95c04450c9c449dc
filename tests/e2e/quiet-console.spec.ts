import { expect, test, type Page } from '@playwright/test';

/**
 * A guest browsing logs nothing alarming (issue 12, item 10): no console errors, no failed
 * requests and no 4xx or 5xx answers from the store, on a first visit and a return visit.
 * This catches a session check that answers guests with 401 and links (prefetched by Next)
 * to pages that do not exist.
 */

interface Watch {
  problems: string[];
  /** Requests sent and not yet answered or failed. */
  inFlight: () => number;
}

function watch(page: Page, origin: string): Watch {
  const problems: string[] = [];
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
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
  return { problems, inFlight: () => inFlight };
}

/**
 * Opens a page and scrolls to its end, where the footer's links come into view and Next
 * prefetches them, then waits until every request has its answer, so the next navigation
 * cancels nothing and a prefetch's 404 is seen.
 */
async function visit(page: Page, path: string, { inFlight }: Watch): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Prefetches start from an IntersectionObserver callback, a moment after the scroll.
  await page.waitForTimeout(500);
  await expect.poll(inFlight, { timeout: 15_000 }).toBe(0);
}

test('a guest’s home, product and bag pages log no errors and no failed requests', async ({
  page,
  baseURL,
}) => {
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

  expect(watched.problems).toEqual([]);
});
