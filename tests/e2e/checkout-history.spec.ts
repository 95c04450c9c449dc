import { expect, test, type Page } from '@playwright/test';
import { addSomethingToTheBag } from './helpers/bag';
import { fillShipping, shippingAddress, step, typeShipping } from './helpers/checkout';

/** Opens checkout from the bag page's button, as a shopper does (a client-side navigation). */
async function checkoutFromTheBag(page: Page): Promise<void> {
  await page.goto('/en-us/cart');
  await page.getByRole('main').getByRole('link', { name: 'Checkout', exact: true }).click();
  await page.waitForURL(/\/en-us\/checkout/);
}

const currentStep = (page: Page) => page.locator('section[aria-current="step"] h2');

test('Back and Forward walk the checkout steps before leaving checkout', async ({ page }) => {
  await addSomethingToTheBag(page);
  await checkoutFromTheBag(page);
  await fillShipping(page);
  await expect(page).toHaveURL(/\/checkout\?step=billing$/);

  await page.goBack();
  await expect(currentStep(page)).toHaveText(/Shipping/);
  await expect(step(page, 'Shipping').getByLabel('Email')).toHaveValue(shippingAddress.email);
  await page.goForward();
  await expect(currentStep(page)).toHaveText(/Billing and payment/);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
});

test('a reload keeps what was typed in shipping, and never the card', async ({ page }) => {
  await addSomethingToTheBag(page);
  await page.goto('/en-us/checkout');
  await typeShipping(page);
  await page.reload();
  const shipping = step(page, 'Shipping');
  await expect(shipping.getByLabel('Email')).toHaveValue(shippingAddress.email);
  await expect(shipping.getByLabel('First name')).toHaveValue(shippingAddress.firstName);
  await expect(shipping.getByLabel('City')).toHaveValue(shippingAddress.city);
  await expect(shipping.getByLabel('Phone (+1)')).not.toHaveValue('');

  await shipping.getByRole('button', { name: 'Continue to billing' }).click();
  const billing = step(page, 'Billing and payment');
  await billing.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
  await billing.getByLabel('Security code').fill('737');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toContain('4111');
  expect(stored).not.toContain('737');
  await page.reload();
  await expect(billing.getByLabel('Card number', { exact: true })).toHaveValue('');
});

test('an email typed the moment checkout appears is kept as the page finishes loading', async ({
  page,
}) => {
  await addSomethingToTheBag(page);
  await checkoutFromTheBag(page);
  const email = step(page, 'Shipping').getByLabel('Email');
  await email.fill(shippingAddress.email);
  // Whatever the page still loads or re-renders after its form appeared.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await expect(email).toHaveValue(shippingAddress.email);
});
