import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers/axe';

// A first visit: nothing dismissed yet.
test.use({ storageState: { cookies: [], origins: [] } });

test('the newsletter pop-up opens after its delay, minimises, and never comes back once closed', async ({
  page,
}) => {
  await page.goto('/en-us');
  const minimised = page.getByRole('button', { name: 'Join the Stride newsletter' });
  await expect(minimised).toBeVisible();
  const panel = page.getByRole('region', { name: 'Stay a stride ahead' });
  // It opens by itself two seconds in, without taking the shopper's focus.
  await expect(panel).toBeVisible({ timeout: 5_000 });
  await expect(panel.getByLabel('Email address')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Stay a stride ahead' })).not.toBeFocused();
  expect(await seriousViolations(page, 'section[aria-labelledby]')).toEqual([]);
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).flatMap(({ event }) => (event?.startsWith('popup') ? [event] : [])),
  );
  expect(events).toEqual(['popup_impression', 'popup_expand']);

  await panel.getByRole('button', { name: 'Minimise' }).click();
  await expect(minimised).toBeFocused();
  // Opened once by itself: on the next page it stays minimised.
  await page.goto('/en-us/c/men-1000');
  await expect(minimised).toBeVisible();
  await page.waitForTimeout(2_500);
  await expect(panel).toHaveCount(0);

  await page.getByRole('button', { name: /^Close “Stay a stride ahead”/ }).click();
  await expect(minimised).toHaveCount(0);
  await page.reload();
  await page.waitForTimeout(2_500);
  await expect(minimised).toHaveCount(0);
  await expect(panel).toHaveCount(0);
});

test('a shopper subscribes from the pop-up', async ({ page }) => {
  await page.goto('/en-us');
  await page.getByRole('button', { name: 'Join the Stride newsletter' }).click();
  const panel = page.getByRole('region', { name: 'Stay a stride ahead' });
  await expect(panel.getByRole('heading', { name: 'Stay a stride ahead' })).toBeFocused();
  await panel.getByLabel('Email address').fill(`popup-${Date.now()}@example.com`);
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for subscribing!' })).toBeVisible();
});

test('no pop-up interrupts the bag or checkout', async ({ page }) => {
  await page.goto('/en-us/cart');
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('button', { name: 'Join the Stride newsletter' })).toHaveCount(0);
});
