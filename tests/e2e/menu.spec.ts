import { expect, test } from '@playwright/test';

test('"New Arrivals" in the desktop menu leads to its category', async ({ page }) => {
  await page.goto('/en-us');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'New Arrivals' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/en-us\/c\/new-arrivals-5000$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('New Arrivals');
});

test('a desktop menu panel leads to a category and closes with Escape', async ({ page }) => {
  await page.goto('/en-us');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const women = nav.getByRole('button', { name: 'Women' });
  await women.click();
  await expect(nav.getByText('Shop by style')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(women).toHaveAttribute('aria-expanded', 'false');
  await expect(women).toBeFocused();
  await women.click();
  await nav.getByRole('link', { name: 'Trail', exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/c\/womens-trail-shoes-20001040$/);
});

test('the header steps aside while the shopper scrolls down and returns on the way up', async ({
  page,
}) => {
  await page.goto('/en-us');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeInViewport();
  await page.mouse.move(640, 400);
  // A shopper keeps scrolling: a wheel turned before the page's scripts listen moves nothing.
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    await expect(nav).not.toBeInViewport({ timeout: 1_000 });
  }).toPass();
  await page.mouse.wheel(0, -300);
  await expect(nav).toBeInViewport();
  await nav.getByRole('link', { name: 'New Arrivals' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/en-us\/c\/new-arrivals-5000$/);
});
