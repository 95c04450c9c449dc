import { expect, test, type Page } from '@playwright/test';
import { addSomethingToTheBag, signIn, signUp } from './helpers/bag';
import {
  continueToReview,
  expectConfirmation,
  fillCard,
  fillShipping,
  placeOrder,
} from './helpers/checkout';

/**
 * Stride Members against the real API: a shopper joins from the programme page through the
 * loyalty sign-up dialog, orders, and finds the points the order earned in the account; the
 * seeded demo member finds their points, vouchers and history.
 */

/** The balance the account's loyalty section states ("You have 1,234 points"). */
async function balanceOf(page: Page): Promise<number> {
  const balance = page
    .getByRole('region', { name: 'Your points' })
    .getByText(/^You have [\d,]+ points$/);
  await expect(balance).toBeVisible();
  return Number(((await balance.textContent()) ?? '').replace(/\D/g, ''));
}

test('a member sees points grow after an order', async ({ page, request }) => {
  const shopper = await signUp(request);
  await signIn(page, shopper);

  await page.goto('/en-us/loyalty');
  await expect(page.getByRole('heading', { level: 1, name: 'Stride Members' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByText('Free standard shipping on every order.')).toBeVisible();
  await page.getByRole('button', { name: 'Join Stride Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Stride Members' });
  await expect(dialog).toBeVisible();
  // The terms must be accepted first; the dialog says so at the box.
  await dialog.getByRole('button', { name: 'Join Stride Members' }).click();
  await expect(dialog.getByText('Accept the Stride Members terms to join.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I agree to the Stride Members terms' }).check();
  await dialog.getByRole('button', { name: 'Join Stride Members' }).click();
  await expect(dialog.getByRole('status')).toContainText(/Your member number is M\d{10}/);
  await page.keyboard.press('Escape');
  await expect(page.getByText('You have 0 points.')).toBeVisible();

  await page.goto('/en-us/account/loyalty');
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty' })).toBeVisible();
  expect(await balanceOf(page)).toBe(0);
  await expect(page.getByText('No points yet: your orders will earn some.')).toBeVisible();

  await addSomethingToTheBag(page);
  await page.goto('/en-us/checkout');
  await fillShipping(page, { withEmail: false });
  await fillCard(page, '4111 1111 1111 1111');
  await continueToReview(page);
  await placeOrder(page);
  await expectConfirmation(page);
  const orderNumber = ((await page.getByText(/^Order number:/).textContent()) ?? '')
    .replace(/^Order number:/, '')
    .trim();

  await page.goto('/en-us/account/loyalty');
  await expect.poll(() => balanceOf(page)).toBeGreaterThan(0);
  const history = page.getByRole('table', { name: 'Points history' });
  await expect(
    history.getByRole('row', { name: new RegExp(`Earned on order ${orderNumber}`) }),
  ).toBeVisible();
});

test('the demo member finds their points, the voucher they can use and their history', async ({
  page,
}) => {
  await signIn(page, {
    email: 'demo.member@stride.example',
    password: 'Members24',
    firstName: 'Maya',
  });
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Loyalty' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty' })).toBeVisible();
  expect(await balanceOf(page)).toBeGreaterThanOrEqual(500);
  await expect(page.getByText(/^You can use [\d,]+ points for \$[\d.,]+ off/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your welcome offer' })).toContainText('WELCOME10');
  const history = page.getByRole('table', { name: 'Points history' });
  await expect(history.getByRole('row', { name: /Earned on order ST-DEMO-2001/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Order ST-DEMO-2002 cancelled/ })).toBeVisible();
});
