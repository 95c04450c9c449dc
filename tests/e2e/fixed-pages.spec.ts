import { expect, test } from '@playwright/test';

/**
 * The fixed pages' canvases (server/db/seed/fixed-pages/) show where their pages are: around
 * the bag, as pages of their own, and as the not-found page.
 */
test('the cart shows its canvas below the bag', async ({ page }) => {
  await page.goto('/en-us/cart');
  const main = page.getByRole('main');
  await expect(main.getByText('Free returns within 30 days')).toBeVisible();
  await expect(main.getByRole('link', { name: 'How returns work' })).toHaveAttribute(
    'href',
    '/en-us/help/returns/how-to-return',
  );
  await expect(main.getByText('Questions before you check out?')).toBeVisible();
});

test('the German cart shows the German canvas', async ({ page }) => {
  await page.goto('/de-de/cart');
  const main = page.getByRole('main');
  await expect(main.getByText('Kostenlose Rücksendung innerhalb von 30 Tagen')).toBeVisible();
  await expect(main.getByText('Fragen vor der Bestellung?')).toBeVisible();
});

test('/en-us/promotions is the promotions canvas, with its title as the h1', async ({ page }) => {
  const response = await page.goto('/en-us/promotions');
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Current offers' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Shop the sale' }).first()).toHaveAttribute(
    'href',
    /^\/en-us\/c\/sale-4000$/,
  );
  await expect(page).toHaveTitle('Current offers | Stride');
});

test('an unknown path answers 404 with the error-4xx canvas', async ({ page }) => {
  const response = await page.goto('/en-us/no-such-page-at-all');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: "We can't find that page" }),
  ).toBeVisible();
  await expect(main.getByText(/the link may be out of date/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Help centre' })).toHaveAttribute(
    'href',
    '/en-us/help',
  );
});

test('the westend page leads to the flagship store', async ({ page }) => {
  await page.goto('/en-gb/westend');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Stride London Oxford Street' }),
  ).toBeVisible();
  await main.getByRole('link', { name: 'Opening hours and directions' }).click();
  await expect(page).toHaveURL(/\/en-gb\/stores\/GB001$/);
});
