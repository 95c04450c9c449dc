import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { signInAsEditor } from './helpers/editor';

test('an editor finds every component with its fields and a live example, accessibly', async ({
  page,
}) => {
  await signInAsEditor(page);
  await page.getByRole('link', { name: 'Component catalogue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Component catalogue' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Components' });
  const types = await contents.getByRole('link').allTextContents();
  expect(types).toEqual(expect.arrayContaining(['hero-banner', 'product-collection']));
  for (const type of types) {
    const section = page.getByRole('region', { name: type, exact: true });
    await expect(section.getByRole('heading', { name: 'Fields' })).toBeVisible();
    await expect(section.getByText('No example is seeded for this component yet.')).toHaveCount(0);
  }
  // Each section has its examples: the hero's picture and a product collection's products.
  await expect(
    page.getByRole('region', { name: 'product-collection', exact: true }).locator('article'),
  ).not.toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the catalogue is for signed-in editors', async ({ page }) => {
  await page.goto('/en-us/editor/components');
  await expect(page).toHaveURL(/\/en-us\/editor$/);
});
