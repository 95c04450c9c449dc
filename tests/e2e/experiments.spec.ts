import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ALL_ACCEPTED, CONSENT_COOKIE, serializeConsent } from '@/lib/consent/consent';
import { EXPOSURES_KEY } from '@/lib/experiments/exposures';
import { VISITOR_ID_KEY } from '@/lib/visitor-id';
import { signInAsEditor } from './helpers/editor';

/** A seeded product (server/db/seed/fixtures.ts); the demo experiment tests its returns line. */
const PRODUCT = 'ST00000001';
const BASELINE = 'Free returns within 30 days.';
const FREE_RETURN = 'Not the right fit? Send it back free within 30 days.';
// Visitor ids the demo datafile's 50/50 split buckets apart (lib/experiments/runtime.test.ts).
const BASELINE_VISITOR = 'e2e-visitor-1';
const FREE_RETURN_VISITOR = 'e2e-visitor-2';

const promiseLine = (page: Page) => page.locator('[data-experiment="pdp_promise"]');
const shownText = (page: Page) => promiseLine(page).locator('span:visible');

/** The consent helper may give every test a consent cookie: each test here sets its own. */
async function freshVisitor(context: BrowserContext, visitorId?: string) {
  await context.clearCookies();
  if (visitorId) {
    await context.addInitScript(
      ([key, id]) => localStorage.setItem(key!, id!),
      [VISITOR_ID_KEY, visitorId],
    );
  }
}

/** Resolves once the page has decided and recorded the visitor's exposure. */
async function exposureRecorded(page: Page, experiment = 'pdp_promise_test') {
  await page.waitForFunction(
    ([key, name]) => (localStorage.getItem(key!) ?? '').includes(`:${name}:`),
    [EXPOSURES_KEY, experiment],
  );
  const recorded = await page.evaluate((key) => localStorage.getItem(key), EXPOSURES_KEY);
  return JSON.parse(recorded ?? '[]') as string[];
}

test('the same visitor gets the same variant on every reload, another visitor the other', async ({
  browser,
}) => {
  const first = await browser.newContext();
  await freshVisitor(first, FREE_RETURN_VISITOR);
  const page = await first.newPage();
  await page.goto(`/en-us/p/p-${PRODUCT}`);
  for (let load = 0; load < 3; load += 1) {
    await expect(shownText(page)).toHaveText(FREE_RETURN);
    await expect(promiseLine(page)).toHaveAttribute('data-variation', 'return_free');
    await page.reload();
  }
  expect(await exposureRecorded(page)).toEqual([
    `${FREE_RETURN_VISITOR}:pdp_promise_test:return_free`,
  ]);

  const second = await browser.newContext();
  await freshVisitor(second, BASELINE_VISITOR);
  const other = await second.newPage();
  await other.goto(`/en-us/p/p-${PRODUCT}`);
  expect(await exposureRecorded(other)).toEqual([`${BASELINE_VISITOR}:pdp_promise_test:baseline`]);
  await expect(shownText(other)).toHaveText(BASELINE);
  await Promise.all([first.close(), second.close()]);
});

test('a new visitor is given an id once and keeps their variant', async ({ browser }) => {
  const context = await browser.newContext();
  await freshVisitor(context);
  const page = await context.newPage();
  await page.goto(`/en-us/p/p-${PRODUCT}`);
  const [exposure] = await exposureRecorded(page);
  const visitorId = await page.evaluate((key) => localStorage.getItem(key), VISITOR_ID_KEY);
  expect(exposure).toMatch(new RegExp(`^${visitorId}:pdp_promise_test:(baseline|return_free)$`));
  const variation = exposure!.split(':')[2]!;
  await page.reload();
  await expect(promiseLine(page)).toHaveAttribute('data-variation', variation);
  await expect(shownText(page)).toHaveText(variation === 'baseline' ? BASELINE : FREE_RETURN);
  expect(await page.evaluate((key) => localStorage.getItem(key), VISITOR_ID_KEY)).toBe(visitorId);
  await context.close();
});

test('the results page counts a new visitor’s exposure once and their add to cart', async ({
  browser,
  page,
}) => {
  await signInAsEditor(page);
  /** Visitors exposed and conversions, summed over the demo experiment's two variations. */
  const totals = async () => {
    await page.goto('/en-us/editor/experiments');
    let exposed = 0;
    let converted = 0;
    for (const variation of ['baseline', 'return_free']) {
      const cells = page
        .getByRole('row', { name: new RegExp(`^${variation}\\b`) })
        .getByRole('cell');
      exposed += Number(await cells.nth(0).textContent());
      converted += Number(await cells.nth(1).textContent());
    }
    return { exposed, converted };
  };
  const before = await totals();

  const shopper = await browser.newContext();
  await freshVisitor(shopper, `e2e-${randomUUID()}`);
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(`/en-us/p/p-${PRODUCT}`);
  const variation = (await exposureRecorded(shopperPage))[0]!.split(':')[2]!;
  // The impression goes with the SDK's next batch; a reload decides again and sends none.
  await expect.poll(totals).toEqual({ exposed: before.exposed + 1, converted: before.converted });
  await shopperPage.reload();
  await expect(promiseLine(shopperPage)).toHaveAttribute('data-variation', variation);

  await shopperPage
    .getByRole('radio', { name: /In stock/ })
    .first()
    .check({ force: true });
  await shopperPage.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(shopperPage.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
  await expect
    .poll(totals)
    .toEqual({ exposed: before.exposed + 1, converted: before.converted + 1 });
  await shopper.close();
});

test('nothing loads for experiments in an EMEA locale until targeting consent is given', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await freshVisitor(context);
  const page = await context.newPage();
  const experimentCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/experiments/')) experimentCalls.push(request.url());
  });
  await page.goto(`/fr-fr/p/p-${PRODUCT}`);
  await expect(shownText(page)).toHaveText('Retours gratuits sous 30 jours.');
  await page.waitForLoadState('networkidle');
  expect(experimentCalls).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), VISITOR_ID_KEY)).toBeNull();

  await context.addCookies([
    {
      name: CONSENT_COOKIE,
      value: serializeConsent(ALL_ACCEPTED),
      url: new URL(page.url()).origin,
    },
  ]);
  await page.reload();
  await exposureRecorded(page);
  expect(experimentCalls.some((url) => url.endsWith('/api/experiments/decisions'))).toBe(true);
  await context.close();
});
