import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addSomethingToTheBag, bagCount } from './helpers/bag';
import {
  continueToReview,
  expectConfirmation,
  fillCard,
  fillShipping,
  placeOrder,
  shippingAddress as address,
  step,
} from './helpers/checkout';

/**
 * Checkout against the real API and the payment simulator (no Adyen keys): guest checkout
 * with an authorised card, 3-D Secure passed and failed, a refused card, buy now pay later
 * approved and declined on the simulated provider's page, quick shop's PayPal link, a gift
 * card paying part of the total, and a signed-in shopper's express checkout. Cards and the
 * gift card are the simulator's and the seed's (docs/checkout.md).
 */

const authorisedCard = '4111 1111 1111 1111';
const challengeCard = '4212 3456 7891 0006';
/** Seeded USD gift card with $50.00 and PIN 1234. */
const giftCard = { number: '6006493743448687', pin: '1234' };
const payRefused =
  'Your payment was not authorised. Please check the details or use another payment method.';

/** Puts something in the bag and opens checkout past the shipping step; answers the bag's count. */
async function startCheckout(page: Page): Promise<number> {
  await addSomethingToTheBag(page);
  const items = await bagCount(page);
  await page.goto('/en-us/checkout');
  await fillShipping(page);
  return items;
}

/**
 * After a pending payment failed: billing again with the error shown and the same items in the
 * server's new cart, which the authorised card then pays.
 */
async function expectBillingAgainThenPayByCard(page: Page, items: number): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: payRefused })).toBeVisible();
  await expect(
    step(page, 'Billing and payment').getByLabel('Card number', { exact: true }),
  ).toBeVisible();
  await expect.poll(() => bagCount(page)).toBe(items);
  await fillCard(page, authorisedCard);
  await continueToReview(page);
  await placeOrder(page);
  await expectConfirmation(page);
}

test('a guest checks out with an authorised card', async ({ page }) => {
  await addSomethingToTheBag(page);
  await page.goto('/en-us/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // The form says what is missing before anything is sent.
  await step(page, 'Shipping').getByRole('button', { name: 'Continue to billing' }).click();
  await expect(step(page, 'Shipping').getByLabel('Phone (+1)')).toHaveAccessibleDescription(
    'Enter a phone number so the carrier can reach you.',
  );

  await fillShipping(page);
  // An expired card is refused at the input (FE309).
  await fillCard(page, authorisedCard);
  await step(page, 'Billing and payment').getByLabel('Expiry date (MM/YY)').fill('01/20');
  await step(page, 'Billing and payment')
    .getByRole('button', { name: 'Continue to review' })
    .click();
  await expect(
    step(page, 'Billing and payment').getByLabel('Expiry date (MM/YY)'),
  ).toHaveAccessibleDescription('The expiry date is not valid or the card has expired.');

  await fillCard(page, authorisedCard);
  await continueToReview(page);
  await expect(step(page, 'Review and place order')).toContainText('VISA ending in 1111');
  await placeOrder(page);
  await expectConfirmation(page);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('ending in 1111');
});

test('a card that asks for 3-D Secure completes once the shopper passes the challenge', async ({
  page,
}) => {
  await startCheckout(page);
  await fillCard(page, challengeCard);
  await continueToReview(page);
  await placeOrder(page);

  const dialog = page.getByRole('dialog', { name: 'Verify your card' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Verification password')).toBeFocused();
  await dialog.getByLabel('Verification password').fill('password');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expectConfirmation(page);
});

test('a failed 3-D Secure challenge returns to billing with the same items in a new cart', async ({
  page,
}) => {
  const items = await startCheckout(page);
  await fillCard(page, challengeCard);
  await continueToReview(page);
  await placeOrder(page);

  const dialog = page.getByRole('dialog', { name: 'Verify your card' });
  await dialog.getByLabel('Verification password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expectBillingAgainThenPayByCard(page, items);
});

test('a refused card shows the payment error and keeps the bag', async ({ page }) => {
  const items = await startCheckout(page);
  await fillCard(page, authorisedCard, 'DECLINED');
  await continueToReview(page);
  await placeOrder(page);

  await expect(page.getByRole('alert').filter({ hasText: payRefused })).toBeVisible();
  await expect(page).toHaveURL(/\/en-us\/checkout/);
  await expect(
    step(page, 'Review and place order').getByRole('button', { name: 'Place order' }),
  ).toBeVisible();
  await expect.poll(() => bagCount(page)).toBe(items);
});

/** Chooses buy now pay later, places the order and lands on the simulated provider's page. */
async function placeWithBuyNowPayLater(page: Page): Promise<Locator> {
  await step(page, 'Billing and payment')
    .getByRole('radio', { name: /^Buy now, pay later/ })
    .check();
  await continueToReview(page);
  await expect(step(page, 'Review and place order')).toContainText('Buy now, pay later');
  await placeOrder(page);
  await expect(page).toHaveURL(/\/en-us\/dev\/payment-provider\?token=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Buy now, pay later (simulated)' }),
  ).toBeVisible();
  const provider = page.getByRole('form', { name: 'Confirm this payment' });
  await expect(provider).toContainText(/Amount\s*\$\d/);
  return provider;
}

test('buy now pay later is approved on the provider page and the order is placed', async ({
  page,
}) => {
  await startCheckout(page);
  const provider = await placeWithBuyNowPayLater(page);

  // The provider's page works from the keyboard.
  await provider.getByRole('button', { name: 'Approve' }).focus();
  await page.keyboard.press('Enter');
  await expectConfirmation(page);
});

test('buy now pay later declined on the provider page returns to billing with the bag intact', async ({
  page,
}) => {
  const items = await startCheckout(page);
  const provider = await placeWithBuyNowPayLater(page);

  await provider.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/en-us\/checkout\?step=billing$/);
  await expectBillingAgainThenPayByCard(page, items);
});

test("quick shop's PayPal link opens checkout on PayPal's approval", async ({ page }) => {
  await addSomethingToTheBag(page);
  // The query quick shop's PayPal button adds; the page reads it on the server.
  await page.goto('/en-us/checkout?paypal=1');
  await expect(page.getByText('PayPal (simulated)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();
});

test('a gift card pays part of the order and the card pays the rest', async ({ page }) => {
  await startCheckout(page);

  const billing = step(page, 'Billing and payment');
  const gift = billing.getByRole('region', { name: 'Gift cards' });
  await gift.getByLabel('Gift card number').fill(giftCard.number);
  await gift.getByLabel('PIN').fill(giftCard.pin);
  await gift.getByRole('button', { name: 'Check balance' }).click();
  await expect(gift.getByRole('status')).toHaveText('Card •••• •••• •••• 8687 has $50.00 left.');
  await gift.getByRole('button', { name: 'Apply' }).click();
  await expect(gift.getByText('Gift card •••• •••• •••• 8687: $50.00')).toBeVisible();

  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Remaining to pay')).toBeVisible();

  await fillCard(page, authorisedCard);
  await continueToReview(page);
  await placeOrder(page);
  await expectConfirmation(page);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Gift card •••• •••• •••• 8687');
  await expect(payment).toContainText('$50.00');
  await expect(payment).toContainText('ending in 1111');
});

/** Creates an account through the API and signs in on the sign-in page. */
async function signUpAndSignIn(page: Page, request: APIRequestContext): Promise<void> {
  const shopper = {
    email: `express.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`,
    password: 'Sneakers24',
  };
  const signUp = await request.post('/api/consumers-v3/auth/signup', {
    headers: {
      'x-brand': 'stride',
      'x-channel': 'ECOMM',
      'x-region': 'NORA',
      'x-source': 'ECOM15',
      'x-locale': 'en_US',
      'x-session-id': `e2e-${randomUUID()}`,
    },
    data: {
      email: shopper.email,
      password: shopper.password,
      firstName: address.firstName,
      lastName: address.lastName,
      countryCode: 'US',
      isTermsConfirmed: true,
      recaptcha_response: `offline.register.${randomBytes(18).toString('base64url')}`,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await page.goto('/en-us/sign-in');
  await page.getByRole('main').getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/account/);
}

/**
 * A signed-in shopper's first order, through every step, keeping the card (and, when asked,
 * the shipping address) on the account.
 */
async function checkOutSavingTheCard(page: Page, { saveAddress = false } = {}): Promise<void> {
  await addSomethingToTheBag(page);
  await page.goto('/en-us/checkout');
  // The account's email is already in the form.
  await expect(step(page, 'Shipping').getByLabel('Email')).not.toHaveValue('');
  if (saveAddress) {
    await step(page, 'Shipping').getByLabel('Save this address to my account').check();
  }
  await fillShipping(page, { withEmail: false });
  await fillCard(page, authorisedCard);
  await step(page, 'Billing and payment').getByLabel('Save this card to my account').check();
  await continueToReview(page);
  await placeOrder(page);
  await expectConfirmation(page);
}

test('a signed-in shopper saves a card at checkout and pays with it next time', async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request);
  await checkOutSavingTheCard(page);

  await addSomethingToTheBag(page);
  await page.goto('/en-us/checkout');
  await fillShipping(page, { withEmail: false });
  const saved = step(page, 'Billing and payment').getByRole('radio', {
    name: /VISA ending in 1111/,
  });
  await expect(saved).toBeChecked();
  await continueToReview(page);
  await expect(step(page, 'Review and place order')).toContainText('VISA ending in 1111');
  await placeOrder(page);
  await expectConfirmation(page);
});

// Spec 000 section 4: a signed-in shopper with a main saved card and a main shipping address
// (the address book's first shipping address is main) skips to the summary.
test('a signed-in shopper with a saved card and address checks out express', async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request);
  await checkOutSavingTheCard(page, { saveAddress: true });
  await addSomethingToTheBag(page);
  await page.goto('/en-us/checkout');
  await expect(
    page.getByText('Express checkout: we used your default address and card.').first(),
  ).toBeVisible();
  await expect(step(page, 'Review and place order')).toContainText('VISA ending in 1111');
  await expect(step(page, 'Shipping')).toContainText(address.addressLine1);
  await placeOrder(page);
  await expectConfirmation(page);
});
