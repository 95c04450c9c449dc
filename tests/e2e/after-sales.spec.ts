import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addSomethingToTheBag, signIn, signUp } from './helpers/bag';
import {
  continueToReview,
  expectConfirmation,
  fillCard,
  fillShipping,
  placeOrder,
} from './helpers/checkout';
import { demoShopper, downloadPdf, openOrders } from './helpers/orders';

/**
 * After the order, against the real API: the demo shopper's order history, invoice and return
 * label; a guest's order lookup from the footer; a cancellation and its refund; contact us
 * reaching the outbox.
 */

test("a shopper finds last week's order, downloads its invoice and starts a return", async ({
  page,
}) => {
  await signIn(page, demoShopper);
  await openOrders(page);
  await page.getByLabel('Period').selectOption('last30Days');
  await page.getByLabel('Status').selectOption('Delivered');
  await page.getByRole('button', { name: 'Show orders' }).click();
  await expect(page).toHaveURL(/period=last30Days&status=Delivered/);

  const order = page.getByRole('main').getByRole('article').first();
  await expect(order).toContainText('Delivered');
  await order.getByRole('link', { name: /^Order / }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();

  await downloadPdf(page, () =>
    page.getByRole('button', { name: 'Download invoice (PDF)' }).click(),
  );

  await page.getByRole('link', { name: 'Start a return' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start a return' })).toBeVisible();
  // Nothing chosen: the page says so instead of sending.
  await page.getByRole('button', { name: 'Get return label' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Choose at least one item to return.',
  );
  await page.getByRole('checkbox').first().check();
  await page.getByLabel('Reason').first().selectOption({ label: 'Too small' });
  await downloadPdf(page, () => page.getByRole('button', { name: 'Get return label' }).click());
  await expect(page.getByRole('heading', { name: 'Your return has started' })).toBeFocused();
  const returnNumber = page.getByText(/^Return number /);
  await expect(returnNumber).toBeVisible();
  const returnId = ((await returnNumber.textContent()) ?? '').replace(/^Return number /, '').trim();

  await page.getByRole('link', { name: 'Back to your order' }).click();
  await expect(page.getByRole('heading', { name: 'Refunds, returns and claims' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Return ${returnId} .*label issued`))).toBeVisible();
});

test('a guest tracks an order from the footer', async ({ page }) => {
  // The number of one of the demo shopper's shipped orders, read as the shopper would.
  await signIn(page, demoShopper);
  await openOrders(page);
  await page.getByLabel('Status').selectOption('Shipped');
  await page.getByRole('button', { name: 'Show orders' }).click();
  await expect(page).toHaveURL(/status=Shipped/);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('Shipped');
  const link = page.getByRole('main').getByRole('article').first().getByRole('link');
  const orderNumber = ((await link.textContent()) ?? '').replace(/^Order /, '');
  expect(orderNumber).toMatch(/^[A-Z0-9-]{4,32}$/);
  // Signed out, the page is a guest's.
  await page.context().clearCookies();

  await page.goto('/en-us');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Order status' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByRole('main').getByLabel('Email').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Find order' }).click();
  // A wrong pair says nothing about whether the number exists.
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();

  await page.getByRole('main').getByLabel('Email').fill(demoShopper.email);
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Track your parcel with/ }).first()).toBeVisible();
});

test('a shopper cancels an order that has not shipped and sees the refund', async ({
  page,
  request,
}) => {
  const shopper = await signUp(request);
  await signIn(page, shopper);
  await addSomethingToTheBag(page);
  await page.goto('/en-us/checkout');
  await fillShipping(page, { withEmail: false });
  await fillCard(page, '4111 1111 1111 1111');
  await continueToReview(page);
  await placeOrder(page);
  await expectConfirmation(page);

  await page.goto('/en-us/account');
  await openOrders(page);
  await page.getByRole('main').getByRole('article').first().getByRole('link').click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel('Why are you cancelling?')
    .selectOption({ label: 'I ordered by mistake' });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('main').getByText('Cancelled').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Refunds', exact: true })).toBeVisible();
  await expect(
    page.getByText(/to your card or payment account: (refunded|in progress)/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('contact us sends a message that reaches the outbox', async ({ page }) => {
  const email = `contact.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
  await page.goto('/en-us/help/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const topic = page.getByLabel('Topic');
  await expect(topic.locator('option')).not.toHaveCount(1);
  await topic.selectOption({ index: 1 });
  await page.getByLabel('Subject').selectOption({ index: 1 });
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill('Where is my parcel? It has been a week.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, your message has been sent' }),
  ).toBeFocused();
  const caseNumber = /Your case number is (\S+)\./.exec(
    (await page.getByText(/^Your case number is/).textContent()) ?? '',
  )?.[1];
  expect(caseNumber).toBeTruthy();

  const mail = page.getByRole('row').filter({ hasText: email }).first();
  await expect(async () => {
    await page.goto('/en-us/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});
