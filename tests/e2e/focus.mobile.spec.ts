import { expect, test } from '@playwright/test';

const SOLD_OUT = 'ST00000005';

test('on a small phone the size chart scrolls by keyboard: its table region takes focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/fr-fr/p/p-${SOLD_OUT}`);
  await page.getByRole('button', { name: 'Guide des tailles' }).click();
  const chart = page.getByRole('dialog', { name: 'Guide des tailles' });
  const region = chart.getByRole('region', { name: 'Guide des tailles' });
  await expect(region).toBeVisible();
  // The French column names do not fit 320 pixels: the table scrolls sideways.
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(chart.getByRole('button', { name: 'Fermer' })).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
