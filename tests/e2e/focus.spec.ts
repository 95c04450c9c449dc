import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { addSomethingToTheBag } from './helpers/bag';
import { scrollDownABit } from './helpers/scroll';

/** Fixed seed products (server/db/seed/fixtures.ts). */
const MARKED_DOWN = 'ST00000003';
const SOLD_OUT = 'ST00000005';
const ACCESSORY = 'ST00000014';

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName);

test('focus lands on the new page heading after a client-side navigation', async ({ page }) => {
  await page.goto('/en-us/c/men-1000');
  const firstCard = page.getByRole('main').locator('article a[href*="/en-us/p/"]').first();
  await firstCard.click();
  await page.waitForURL(/\/en-us\/p\//);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();

  await page.goBack();
  await page.waitForURL(/\/en-us\/c\/men-1000/);
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeFocused();
});

test('quick shop hands focus to the mini cart it opens, and closing gives it back to the card', async ({
  page,
}) => {
  await page.goto(`/en-us/p/p-${MARKED_DOWN}`);
  await scrollDownABit(page);
  const card = page.locator('article', { has: page.locator(`a[href$="${ACCESSORY}"]`) }).first();
  const quickShop = card.getByRole('button', { name: /^Quick shop/ });
  await quickShop.click();
  const dialog = page.getByRole('dialog', { name: 'Quick shop' });
  await dialog
    .locator('label', { hasText: /In stock/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Add to cart', exact: true }).click();

  const miniCart = page.getByRole('dialog', { name: 'Your bag' });
  await expect(miniCart).toBeVisible();
  await expect
    .poll(() => miniCart.evaluate((panel) => panel.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  await expect(quickShop).toBeFocused();
});

test('a field focused after an address error is not hidden under the sticky header', async ({
  page,
}) => {
  await addSomethingToTheBag(page);
  await page.goto('/en-us/checkout');
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toBeVisible();
  await page.getByLabel('City').fill('Portland');
  await page.getByRole('button', { name: 'Continue to billing' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Continue to billing' }).click();

  // The first field in error is the email, far above the button.
  await expect(email).toBeFocused();
  const header = await page.locator('header').first().boundingBox();
  const field = await email.boundingBox();
  expect(header && field && field.y).toBeGreaterThanOrEqual(
    (header?.y ?? 0) + (header?.height ?? 0),
  );
});

test('sold-out sizes, the size chart and quick shop pass axe without serious findings', async ({
  page,
}) => {
  await page.goto(`/en-us/p/p-${SOLD_OUT}`);
  await expect(page.getByRole('radio', { name: /Out of stock/ }).first()).toBeAttached();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.getByRole('button', { name: 'Size chart' }).click();
  const chart = page.getByRole('dialog', { name: 'Size chart' });
  await expect(chart.getByRole('table')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  expect(await focusedTag(page)).not.toBe('BODY');
});
