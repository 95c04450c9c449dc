import { expect, test, type BrowserContext, type Request } from '@playwright/test';
import {
  addSomethingToTheBag,
  bagCount,
  removeButton,
  sawEmptyBag,
  signIn,
  signUp,
  slowRefresh,
  watchForEmptyBag,
} from './helpers/bag';

/**
 * The bag across the end of an access token (issue 12, item 1): the 15-minute access cookie is
 * gone (deleted here, as the browser drops it when it expires) while the refresh cookie lives,
 * or both are gone. Every page must refresh once and show the real bag, or a signed-out
 * shopper with a clear message, never an empty bag that is not empty or an endless spinner.
 */

// Each test fills a bag through the catalogue first.
test.describe.configure({ timeout: 180_000 });

/** Refresh calls the context's pages make, with the status each answered. */
function recordRefreshes(context: BrowserContext): Array<Promise<number>> {
  const answers: Array<Promise<number>> = [];
  context.on('request', (request: Request) => {
    if (!request.url().includes('/api/token/v2/auth/refresh')) return;
    answers.push(request.response().then((response) => response?.status() ?? 0));
  });
  return answers;
}

test('the bag page and checkout show the item after the access cookie expired', async ({
  page,
  context,
}) => {
  const name = await addSomethingToTheBag(page);
  await expect.poll(() => bagCount(page)).toBe(1);
  await watchForEmptyBag(context);

  await context.clearCookies({ name: 'stride_at' });
  await page.goto('/en-us/cart');
  await expect(removeButton(page, name)).toBeVisible();
  expect(await sawEmptyBag(page)).toBe(false);
  await expect.poll(() => bagCount(page)).toBe(1);

  await context.clearCookies({ name: 'stride_at' });
  await page.goto('/en-us/checkout');
  await expect(page.getByRole('region', { name: /Shipping/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
  await expect(page.getByText('Your bag is empty.')).toBeHidden();
});

test('two tabs restored at once after the access cookie expired both show the bag', async ({
  page,
  context,
}) => {
  const name = await addSomethingToTheBag(page);
  await page.close();
  await context.clearCookies({ name: 'stride_at' });
  await watchForEmptyBag(context);
  // On a slow network both tabs are sure to meet the ended token before either refresh lands.
  await slowRefresh(context);
  const refreshes = recordRefreshes(context);

  // The browser restores both tabs of the bag at once.
  const tabs = [await context.newPage(), await context.newPage()];
  await Promise.all(tabs.map((tab) => tab.goto('/en-us/cart')));
  for (const tab of tabs) {
    await expect(removeButton(tab, name)).toBeVisible();
    expect(await sawEmptyBag(tab)).toBe(false);
    await expect.poll(() => bagCount(tab)).toBe(1);
  }
  // Refresh tokens rotate: a second tab presenting the one the first had just used would
  // revoke the session. One refresh at a time, each with the current cookie, is never refused.
  expect(refreshes.length).toBeGreaterThan(0);
  expect(await Promise.all(refreshes)).toEqual(refreshes.map(() => 200));
});

test('a failed refresh on checkout ends in a signed-out shopper with a clear message, and signing in brings the bag back', async ({
  page,
  context,
  request,
}) => {
  const shopper = await signUp(request);
  await signIn(page, shopper);
  const name = await addSomethingToTheBag(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: `Hi, ${shopper.firstName}` })).toBeVisible();

  await context.clearCookies({ name: 'stride_at' });
  await context.clearCookies({ name: 'stride_rt' });
  await page.goto('/en-us/checkout');
  await expect(page.getByText('Your session ended, so we could not show your bag.')).toBeVisible();
  await expect(page.getByText('Loading your checkout…')).toBeHidden();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => bagCount(page)).toBe(0);

  // The bag was the account's all along: signing in again shows it.
  await signIn(page, shopper);
  await page.goto('/en-us/cart');
  await expect(removeButton(page, name)).toBeVisible();
  await expect.poll(() => bagCount(page)).toBe(1);
});
