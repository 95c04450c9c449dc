import { expect, test } from '@playwright/test';

const SOLD_OUT = 'ST00000005';

test('on a small phone the size chart scrolls by keyboard: its table region takes focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/it-it/p/p-${SOLD_OUT}`);
  await page.getByRole('button', { name: 'Guida alle taglie' }).click();
  const chart = page.getByRole('dialog', { name: 'Guida alle taglie' });
  const region = chart.getByRole('region', { name: 'Guida alle taglie' });
  await expect(region).toBeVisible();
  // The Italian column names do not fit 320 pixels: the table scrolls sideways.
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(chart.getByRole('button', { name: 'Chiudi' })).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
