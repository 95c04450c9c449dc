import { expect, test } from '@playwright/test';

test('a phone shopper opens the menu, expands a section and reaches a category', async ({
  page,
}) => {
  await page.goto('/en-gb');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await nav.getByText('Women', { exact: true }).filter({ visible: true }).click();
  await nav.getByRole('link', { name: 'Shop all Women' }).click();
  await expect(page).toHaveURL(/\/en-gb\/c\/women-2000$/);
  await expect(page.getByRole('main')).toContainText('£');
});

test('the menu closes with Escape', async ({ page }) => {
  await page.goto('/en-us');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu' }).click();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('"New Arrivals" in the phone menu leads to its category', async ({ page }) => {
  await page.goto('/en-us');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'New Arrivals' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/en-us\/c\/new-arrivals-5000$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('New Arrivals');
});

test("a column's own links open in the phone menu", async ({ page }) => {
  await page.goto('/en-us');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByText('Men', { exact: true }).filter({ visible: true }).click();
  await nav.getByText('Shoes', { exact: true }).filter({ visible: true }).click();
  await nav.getByRole('link', { name: 'Running', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/en-us\/c\/[a-z-]+-10001010$/);
});
