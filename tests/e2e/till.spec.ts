import { expect, test, type Page } from '@playwright/test';
import { addSomethingToTheBag } from './helpers/bag';
import {
  continueToReview,
  expectConfirmation,
  fillShipping,
  placeOrder,
  step,
} from './helpers/checkout';

/**
 * The till (buy in store) against the real API in demo mode: a seeded associate signs in,
 * takes money off a bag line, sells to the seeded loyalty member, takes payment on the
 * simulated card terminal, and the confirmation says who sold the order (docs/stores.md,
 * "The till").
 */

const banner = (page: Page) => page.getByRole('region', { name: 'Buy-in-store session' });

async function signInAtTheTill(page: Page) {
  await page.goto('/en-us/associate-login');
  await page.getByLabel('Store', { exact: true }).selectOption('US001');
  const employee = page.getByLabel('Employee', { exact: true });
  await expect(employee.locator('option[value="E10001"]')).toBeAttached();
  await employee.selectOption('E10001');
  await page.getByLabel('Password', { exact: true }).fill('Associate#2026');
  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(banner(page)).toBeVisible();
}

test('an associate’s wrong password names the till’s fields', async ({ page }) => {
  await page.goto('/en-us/associate-login');
  await page.getByLabel('Store', { exact: true }).selectOption('US001');
  const employee = page.getByLabel('Employee', { exact: true });
  await expect(employee.locator('option[value="E10003"]')).toBeAttached();
  await employee.selectOption('E10003');
  await page.getByLabel('Password', { exact: true }).fill('Not#the1password');
  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The employee or password is incorrect.',
  );
});

test('an associate adjusts a price, sells to a loyalty member and places the order', async ({
  page,
}) => {
  await signInAtTheTill(page);
  const name = await addSomethingToTheBag(page);
  await page.goto('/en-us/cart');
  const main = page.getByRole('main');

  // A price adjustment on the bag line, within the associate's limit.
  await main.getByRole('button', { name: `Adjust the price of ${name}` }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust price' });
  await adjust.getByLabel('Reason').selectOption({ label: 'Price match' });
  await adjust.getByLabel('Details (optional)').fill('Shop across the road');
  await adjust.getByLabel('Amount off (USD)').fill('5');
  await adjust.getByRole('button', { name: 'Apply adjustment' }).click();
  await expect(adjust).toBeHidden();
  await expect(main).toContainText('Price adjusted: −$5.00 (Price match: Shop across the road)');
  await expect(main).toContainText('Price adjustment');

  // Too much is refused by the server, in the associate's words.
  await main.getByRole('button', { name: `Change the price adjustment on ${name}` }).click();
  await adjust.getByLabel('Reason').selectOption({ label: 'Price match' });
  await adjust.getByLabel('An amount').check();
  await adjust.getByLabel('Amount off (USD)').fill('5000');
  await adjust.getByRole('button', { name: 'Apply adjustment' }).click();
  await expect(adjust.getByRole('alert')).toContainText('at most');
  await page.keyboard.press('Escape');
  await expect(adjust).toBeHidden();

  // The session sells to the seeded loyalty member, found by email.
  await banner(page).getByRole('button', { name: 'Find customer' }).click();
  const find = page.getByRole('dialog', { name: 'Find the customer' });
  await find.getByLabel('Email', { exact: true }).fill('demo.member@stride.example');
  await find.getByRole('button', { name: 'Search' }).click();
  await find.getByRole('button', { name: 'Sell to Maya Member' }).click();
  await expect(find).toBeHidden();
  await expect(banner(page)).toContainText('Selling to Maya Member');

  await page.goto('/en-us/checkout');
  await expect(banner(page)).toContainText('Selling to Maya Member');
  await fillShipping(page);
  // The demo's simulated terminal: the associate gives its answer, card entry stays offered.
  const billing = step(page, 'Billing and payment');
  await expect(billing.getByRole('radio', { name: /^New card/ })).toBeVisible();
  await billing.getByRole('radio', { name: /^Card terminal/ }).check();
  await billing.getByRole('radio', { name: 'Approved' }).check();
  await continueToReview(page);
  await expect(step(page, 'Review and place order')).toContainText('Simulated terminal: approved');
  await placeOrder(page);
  await expectConfirmation(page);
  await expect(page.getByRole('main')).toContainText(/Sold in store at .+ by .+/);
  await expect(page.getByRole('main')).toContainText('Card, paid in store');
});
