import { expect, test } from '@playwright/test';

test('a phone shopper can search from the header', async ({ page }) => {
  await page.goto('/en-us');
  const search = page.getByRole('combobox', { name: 'Search' });
  await expect(search).toBeVisible();
  await search.fill('hoodie');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/en-us\/search\?q=hoodie$/);
  await expect(page.getByRole('main').locator('article').first()).toBeVisible();
});
