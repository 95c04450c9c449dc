import { expect, type Locator, type Page } from '@playwright/test';
import { bagCount } from './bag';

/** A US shipping address the seeded forms accept; the email is new per run. */
export const shippingAddress = {
  email: `shopper.${Date.now()}@example.com`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  phone: '2175550100',
};

/** A checkout step's section, named by its heading. */
export function step(page: Page, name: string): Locator {
  return page.getByRole('region', { name: new RegExp(name) });
}

/** Types the US shipping address field by field, without continuing. */
export async function typeShipping(page: Page, { withEmail = true } = {}): Promise<void> {
  const shipping = step(page, 'Shipping');
  const address = shippingAddress;
  if (withEmail) await shipping.getByLabel('Email').fill(address.email);
  await shipping.getByLabel('First name').fill(address.firstName);
  await shipping.getByLabel('Last name').fill(address.lastName);
  await shipping.getByLabel('Address', { exact: true }).fill(address.addressLine1);
  await shipping.getByLabel('City').fill(address.city);
  await shipping.getByLabel('State or province').selectOption(address.state);
  await shipping.getByLabel('Postal code').fill(address.postalCode);
  await shipping.getByLabel('Phone (+1)').fill(address.phone);
}

/** Fills the shipping step and continues to billing. */
export async function fillShipping(page: Page, { withEmail = true } = {}): Promise<void> {
  const shipping = step(page, 'Shipping');
  await typeShipping(page, { withEmail });
  // The delivery service is the server's choice until the shopper picks one.
  const firstMethod = shipping.getByRole('radio').first();
  if ((await firstMethod.isVisible()) && !(await firstMethod.isChecked())) {
    await firstMethod.click();
    await expect(firstMethod).toBeChecked();
  }
  await shipping.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(step(page, 'Billing and payment').getByRole('heading', { level: 2 })).toBeFocused();
}

/** Types a card into the billing step (the simulator takes numbers as Adyen's test cards). */
export async function fillCard(page: Page, number: string, holderName = 'Ada Lovelace') {
  const billing = step(page, 'Billing and payment');
  await billing.getByLabel('Card number', { exact: true }).fill(number);
  await billing
    .getByLabel('Expiry date (MM/YY)')
    .fill(`03/${(new Date().getFullYear() + 3) % 100}`);
  await billing.getByLabel('Security code').fill('737');
  await billing.getByLabel('Name on card').fill(holderName);
}

export async function continueToReview(page: Page) {
  await step(page, 'Billing and payment')
    .getByRole('button', { name: 'Continue to review' })
    .click();
  await expect(
    step(page, 'Review and place order').getByRole('heading', { level: 2 }),
  ).toBeFocused();
}

export async function placeOrder(page: Page) {
  await step(page, 'Review and place order').getByRole('button', { name: 'Place order' }).click();
}

export async function expectConfirmation(page: Page) {
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?orderNumber=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeVisible();
  await expect(page.getByText(/^Order number:/)).toContainText(/[A-Z0-9]{8,}/);
  // The cart is reset: the bag is empty and a new checkout starts at shipping.
  await expect.poll(() => bagCount(page)).toBe(0);
}

/** Types a Berlin shipping address into the German checkout, the phone with its trunk zero. */
export async function typeGermanShipping(page: Page): Promise<void> {
  const shipping = step(page, 'Versand');
  await shipping.getByLabel('E-Mail').fill(`kundin.${Date.now()}@example.com`);
  await shipping.getByLabel('Vorname').fill('Clara');
  await shipping.getByLabel('Nachname').fill('Schumann');
  await shipping.getByLabel('Adresse', { exact: true }).fill('Unter den Linden 1');
  await shipping.getByLabel('Ort').fill('Berlin');
  await shipping.getByLabel('Postleitzahl').fill('10117');
  await shipping.getByLabel('Telefon (+49)').fill('030 12345678');
}

/** From the typed German shipping step through billing (the authorised test card) to review. */
export async function continueGermanCheckoutToReview(page: Page): Promise<void> {
  const shipping = step(page, 'Versand');
  const firstMethod = shipping.getByRole('radio').first();
  if ((await firstMethod.isVisible()) && !(await firstMethod.isChecked())) {
    await firstMethod.click();
  }
  await shipping.getByRole('button', { name: 'Weiter zur Rechnung' }).click();
  const billing = step(page, 'Rechnung und Zahlung');
  await expect(billing.getByRole('heading', { level: 2 })).toBeFocused();
  await billing.getByLabel('Kartennummer', { exact: true }).fill('4111 1111 1111 1111');
  await billing
    .getByLabel('Ablaufdatum (MM/JJ)')
    .fill(`03/${(new Date().getFullYear() + 3) % 100}`);
  await billing.getByLabel('Sicherheitscode').fill('737');
  await billing.getByLabel('Name auf der Karte').fill('Clara Schumann');
  await billing.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(step(page, 'Prüfen und bestellen').getByRole('heading', { level: 2 })).toBeFocused();
}
