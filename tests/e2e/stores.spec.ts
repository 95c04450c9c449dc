import { expect, test } from '@playwright/test';

/**
 * The store locator (issue 16): from the footer, a shopper finds a store by postal code, opens
 * its page and makes it their store; "Use my location" searches near the browser's position
 * and says so when the browser refuses it. Stores are the seed's (server/db/seed/store-locations.ts).
 */

const fifthAvenue = 'Stride New York Fifth Avenue';

test('a shopper finds a store by postal code from the footer and makes it their store', async ({
  page,
}) => {
  await page.goto('/en-us');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find a store' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
  const main = page.getByRole('main');

  await main.getByLabel('Postal code or city').fill('10036');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  // The search is in the address, so it can be shared.
  await expect(page).toHaveURL(/\/en-us\/stores\?q=10036$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Stores for “10036”' })).toBeVisible();
  const result = main.getByRole('listitem').filter({ hasText: fifthAvenue });
  await expect(result).toContainText('512 Fifth Avenue, New York, NY 10036');
  await expect(result).toContainText(
    /Today: (\d{1,2}:\d{2}\s?[AP]M – \d{1,2}:\d{2}\s?[AP]M|Closed)/,
  );
  await expect(result.getByRole('list', { name: 'Services' })).toContainText('Pick up in store');

  await result.getByRole('link', { name: fifthAvenue }).click();
  await expect(page).toHaveURL(/\/en-us\/stores\/US001$/);
  await expect(page.getByRole('heading', { level: 1, name: fifthAvenue })).toBeVisible();
  await expect(main.getByRole('link', { name: '+1 212-555-0142' })).toHaveAttribute(
    'href',
    'tel:+12125550142',
  );
  await expect(main.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  // Seven days, today's marked.
  await expect(main.getByRole('table', { name: 'Opening hours' }).getByRole('row')).toHaveCount(7);
  await expect(main.locator('tr[aria-current="date"]')).toHaveCount(1);

  await main.getByRole('button', { name: 'Make this my store' }).click();
  await expect(main.getByRole('status')).toHaveText('Your store');
  await page.reload();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your store');
});

test('a search with no store says so, and a one-letter search asks for more', async ({ page }) => {
  await page.goto('/en-us/stores?q=Atlantis');
  const main = page.getByRole('main');
  await expect(main.getByText('No store matches “Atlantis”.', { exact: false })).toBeVisible();
  await page.goto('/en-us/stores?q=N');
  await expect(main.getByRole('alert')).toHaveText(/at least 2 characters/);
});

test('an unknown store is the locale’s not-found page', async ({ page }) => {
  const reply = await page.goto('/en-us/stores/XX999');
  expect(reply?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('with the browser’s position', () => {
  test.use({
    geolocation: { latitude: 40.758, longitude: -73.9855 },
    permissions: ['geolocation'],
  });

  test('"Use my location" lists the nearest stores first, with their distance', async ({
    page,
  }) => {
    await page.goto('/en-us/stores');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/\/en-us\/stores\?lat=40\.758&lng=-73\.986$/);
    await expect(main.getByRole('heading', { level: 2, name: 'Stores near you' })).toBeVisible();
    const first = main.getByRole('listitem').first();
    await expect(first).toContainText(fifthAvenue);
    await expect(first).toContainText(/[\d.]+ mi away/);
    // Collection points are not stores.
    await expect(main).not.toContainText('Collection Point');
  });
});

test('a refused position says so and leaves the text search', async ({ page }) => {
  await page.context().clearPermissions();
  await page.goto('/en-us/stores');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Use my location' }).click();
  await expect(main.getByText(/permission was refused|not available right now/)).toBeVisible();
  await expect(main.getByLabel('Postal code or city')).toBeEditable();
});
