import { expect, test } from '@playwright/test';
import { addSomethingToTheBag, bagCount, removeButton } from './helpers/bag';

/** On a phone too, a bag outlives the access cookie and a lost session says so (issue 12). */

// Each test fills a bag through the catalogue first.
test.describe.configure({ timeout: 180_000 });

test('a phone shopper finds the bag and checkout after the access cookie expired', async ({
  page,
  context,
}) => {
  const name = await addSomethingToTheBag(page);
  await context.clearCookies({ name: 'stride_at' });
  await page.goto('/en-us/cart');
  await expect(removeButton(page, name)).toBeVisible();
  await expect.poll(() => bagCount(page)).toBe(1);

  await context.clearCookies({ name: 'stride_at' });
  await page.goto('/en-us/checkout');
  await expect(page.getByRole('region', { name: /Shipping/ })).toBeVisible();
});

test('a phone shopper whose session is gone sees a clear message on checkout, not a spinner', async ({
  page,
  context,
}) => {
  await addSomethingToTheBag(page);
  await context.clearCookies({ name: 'stride_at' });
  await context.clearCookies({ name: 'stride_rt' });
  await page.goto('/en-us/checkout');
  await expect(page.getByText('Your session ended, so we could not show your bag.')).toBeVisible();
  await expect(page.getByText('Loading your checkout…')).toBeHidden();
  await expect.poll(() => bagCount(page)).toBe(0);
});
