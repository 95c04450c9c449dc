import { expect, test, type Page } from '@playwright/test';
import { addSomethingToTheBag, signIn, signUp } from './helpers/bag';
import {
  continueToReview,
  expectConfirmation,
  fillShipping,
  placeOrder,
  step,
} from './helpers/checkout';

/**
 * The account's payment methods against the real API and the payment simulator: a card saved
 * in the account is the one checkout offers and pays with; a gift card is kept masked with its
 * balance; the main card moves and a removal asks first.
 */

const visa = '4111 1111 1111 1111';
const mastercard = '5555 3412 4444 1115';
/** A demo gift card no other browser test spends (server/db/seed/checkout.ts). */
const giftCard = { number: '6006498893759188', pin: '1234' };

async function openPaymentMethods(page: Page) {
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', {
      name: 'Payment methods',
    })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
}

async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number', { exact: true }).fill(number);
  await dialog.getByLabel('Expiry date (MM/YY)').fill(`03/${(new Date().getFullYear() + 3) % 100}`);
  await dialog.getByLabel('Security code').fill('737');
  await dialog.getByLabel('Name on card').fill('Grace Hopper');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  return dialog;
}

test('a shopper saves a card in the account and pays with it at checkout', async ({
  page,
  request,
}) => {
  await signIn(page, await signUp(request));
  await openPaymentMethods(page);
  await expect(page.getByText('You have no saved cards yet.')).toBeVisible();

  const dialog = await addCard(page, visa);
  await expect(page.getByRole('status').filter({ hasText: 'Card saved' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Visa ending 1111' });
  await expect(saved).toContainText('Main card');
  await expect(saved).toContainText(/Expires 03\/\d{4}/);

  // The same card again: refused with the server's word for it, nothing added.
  const again = await addCard(page, visa);
  await expect(page.getByRole('alert').filter({ hasText: 'already saved' }).first()).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: 'ending 1111' }),
  ).toHaveCount(1);

  await addSomethingToTheBag(page);
  await page.goto('/en-us/checkout');
  await fillShipping(page, { withEmail: false });
  const choice = step(page, 'Billing and payment').getByRole('radio', {
    name: /VISA ending in 1111/,
  });
  await expect(choice).toBeChecked();
  await continueToReview(page);
  await expect(step(page, 'Review and place order')).toContainText('VISA ending in 1111');
  await placeOrder(page);
  await expectConfirmation(page);
});

test('a shopper keeps a gift card, moves the main card and removes one after confirming', async ({
  page,
  request,
}) => {
  await signIn(page, await signUp(request));
  await openPaymentMethods(page);

  await page.getByRole('button', { name: 'Add a gift card' }).click();
  const giftDialog = page.getByRole('dialog', { name: 'Add a gift card' });
  await giftDialog.getByLabel('Gift card number').fill(giftCard.number);
  await giftDialog.getByLabel('PIN').fill('9999');
  await giftDialog.getByRole('button', { name: 'Save gift card' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your gift card could not be saved.' }),
  ).toBeVisible();
  await giftDialog.getByLabel('PIN').fill(giftCard.pin);
  await giftDialog.getByRole('button', { name: 'Save gift card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gift card saved' })).toBeVisible();
  const kept = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Gift card' });
  await expect(kept).toContainText('•••• •••• •••• 9188');
  await expect(kept).toContainText(/Balance: \$\d/);
  await expect(kept).not.toContainText(giftCard.number);

  await addCard(page, visa);
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: 'Visa ending 1111' }),
  ).toBeVisible();
  await addCard(page, mastercard);
  const mc = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Mastercard ending 1115' });
  await expect(mc).not.toContainText('Main card');
  await mc.getByRole('button', { name: 'Make main card: Mastercard ending 1115' }).click();
  await expect(mc).toContainText('Main card');
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: 'Visa ending 1111' }),
  ).not.toContainText('Main card');

  await mc.getByRole('button', { name: 'Remove Mastercard ending 1115' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this payment method?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(mc).toBeVisible();
  await mc.getByRole('button', { name: 'Remove Mastercard ending 1115' }).click();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Payment method removed' }),
  ).toBeVisible();
  await expect(mc).toHaveCount(0);
  // The main card left: the one that is left is main now.
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: 'Visa ending 1111' }),
  ).toContainText('Main card');
});
