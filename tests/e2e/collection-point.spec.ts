import { expect, test, type Page } from '@playwright/test';
import { addSomethingToTheBag } from './helpers/bag';
import {
  continueToReview,
  expectConfirmation,
  fillCard,
  placeOrder,
  shippingAddress as address,
  step,
} from './helpers/checkout';

/**
 * Collection points against the real API and the demo's seeded points (docs/stores.md,
 * "Collection points"): chosen in the dialog from the checkout and from the bag, the contact
 * who collects asked instead of a home address, and the point named on the confirmation.
 */

const brooklyn = 'Stride Collection Point – Brooklyn Parcel Hub';

/** Searches the dialog near a seeded postal code and chooses a point. */
async function chooseInDialog(page: Page, postalCode: string, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Choose a collection point' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Postal code').fill(postalCode);
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByRole('article', { name })).toContainText('Carrier: DemoPost');
  await dialog.getByRole('button', { name: `Choose ${name}` }).click();
  await expect(dialog).toBeHidden();
}

test('a guest sends the bag to a collection point at checkout and sees it on the confirmation', async ({
  page,
}) => {
  const product = await addSomethingToTheBag(page);
  await page.goto('/en-us/checkout');
  const shipping = step(page, 'Shipping');
  await shipping
    .getByRole('button', { name: 'Send the home delivery item to a collection point instead' })
    .click();
  await chooseInDialog(page, '11201', brooklyn);
  await expect(shipping).toContainText(`${product} at ${brooklyn}`);

  // Nothing goes home: the step asks who collects, not a home address.
  await expect(shipping.getByLabel('Address', { exact: true })).toHaveCount(0);
  await shipping.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(shipping.getByLabel('Email')).toHaveAccessibleDescription('This field is required');
  await shipping.getByLabel('Email').fill(address.email);
  await shipping.getByLabel('First name (optional)').fill(address.firstName);
  await shipping.getByLabel('Last name (optional)').fill(address.lastName);
  await shipping.getByLabel('Mobile phone (+1) (optional)').fill(address.phone);
  await shipping.getByRole('button', { name: 'Continue to billing' }).click();

  // Billing has no shipping address to copy: it asks its own.
  const billing = step(page, 'Billing and payment');
  await expect(billing.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(billing.getByLabel('Same as shipping address')).toHaveCount(0);
  await billing.getByLabel('First name').fill(address.firstName);
  await billing.getByLabel('Last name').fill(address.lastName);
  await billing.getByLabel('Address', { exact: true }).fill(address.addressLine1);
  await billing.getByLabel('City').fill(address.city);
  await billing.getByLabel('State or province').selectOption(address.state);
  await billing.getByLabel('Postal code').fill(address.postalCode);
  await billing.getByLabel('Phone (+1)').fill(address.phone);
  await fillCard(page, '4111 1111 1111 1111');
  await continueToReview(page);
  await expect(step(page, 'Shipping')).toContainText(`Collection point: ${brooklyn}`);
  await placeOrder(page);

  await expectConfirmation(page);
  const shipments = page.getByRole('main').getByRole('region', { name: 'Delivery' });
  await expect(shipments).toContainText('Collection point');
  await expect(shipments).toContainText(`${brooklyn}, 210 Smith Street`);
});

test('a bag line goes to a collection point chosen from the bag, and changes to another', async ({
  page,
}) => {
  const product = await addSomethingToTheBag(page);
  await page.goto('/en-us/cart');
  const main = page.getByRole('main');
  const delivery = main.getByRole('group', { name: `Delivery of ${product}` });
  await delivery.getByRole('radio', { name: 'Collection point' }).click();
  await chooseInDialog(page, '11201', brooklyn);
  await expect(delivery.getByRole('radio', { name: 'Collection point' })).toBeChecked();
  await expect(delivery).toContainText(`Collection point: ${brooklyn}`);

  await delivery
    .getByRole('button', { name: `Change the collection point for ${product}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose a collection point' });
  await dialog.getByLabel('Postal code').fill('10014');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByRole('button', { name: 'Choose Parcelo – West Village Deli' }).click();
  await expect(dialog).toBeHidden();
  await expect(delivery).toContainText('Collection point: Parcelo – West Village Deli');
});
