import { expect, test, type Page } from '@playwright/test';
import { step } from './helpers/checkout';

/**
 * A shopper in Germany, from the product page to the confirmation: shoe sizes in EU with the
 * US size beside them (the bag says the same), the address form naming the country in German,
 * a phone typed with its trunk zero, and the order button the law asks for.
 */

/** A men's training shoe with some sizes sold out (the seed's ST00000006). */
const shoe = '/de-de/p/mens-zephyr-wave-2-training-shoe-ST00000006';

async function addEuSizeToTheBag(page: Page): Promise<string> {
  await page.goto(shoe);
  const sizes = page.getByRole('group', { name: 'Größen' });
  const inStock = sizes.getByRole('radio', { name: /^EU [\d.]+ \(US [\d.]+\), Auf Lager$/ });
  await expect(inStock.first()).toBeAttached();
  // "EU 42 (US 8.5)": the radio's name before the stock.
  const label = (
    (await inStock.first().evaluate((radio) => radio.closest('label')?.textContent)) ?? ''
  ).replace(/^.*?(EU [\d.]+ \(US [\d.]+\)).*$/, '$1');
  await inStock.first().check({ force: true });
  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).first().click();
  const miniCart = page.getByRole('dialog', { name: 'Dein Warenkorb' });
  await expect(miniCart).toContainText(label);
  await page.keyboard.press('Escape');
  return label;
}

test('a German shopper chooses a shoe in EU sizes, sees the US size beside it and in the bag', async ({
  page,
}) => {
  await page.goto(shoe);
  const sizes = page.getByRole('group', { name: 'Größen' });
  // 8.5 is EU 42 for men; sold-out sizes say so, and stay choosable for notify me.
  await expect(sizes.getByRole('radio', { name: /^EU 42 \(US 8\.5\), / })).toBeAttached();
  await expect(sizes.getByText('US 8.5', { exact: true })).toBeVisible();
  await expect(sizes.getByRole('radio', { name: /, Ausverkauft$/ }).first()).toBeAttached();

  const label = await addEuSizeToTheBag(page);
  await page.goto('/de-de/cart');
  await expect(page.getByRole('main')).toContainText(label);
});

test('a German shopper checks out in German and the order names Deutschland', async ({ page }) => {
  await addEuSizeToTheBag(page);
  await page.goto('/de-de/checkout');

  const shipping = step(page, 'Versand');
  await shipping.getByLabel('E-Mail').fill(`kundin.${Date.now()}@example.com`);
  await shipping.getByLabel('Vorname').fill('Clara');
  await shipping.getByLabel('Nachname').fill('Schumann');
  await shipping.getByLabel('Adresse', { exact: true }).fill('Unter den Linden 1');
  await shipping.getByLabel('Ort').fill('Berlin');
  await shipping.getByLabel('Postleitzahl').fill('10117');
  await expect(shipping.getByLabel('Land', { exact: true })).toHaveValue('Deutschland');
  // Typed as Germans know it, with the trunk zero.
  await shipping.getByLabel('Telefon (+49)').fill('030 12345678');
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

  const review = step(page, 'Prüfen und bestellen');
  await expect(review.getByRole('heading', { level: 2 })).toBeFocused();
  // The shipping recap above the review names the country in German.
  await expect(shipping).toContainText('Deutschland');
  await expect(shipping).not.toContainText('Germany');
  // Stored without the trunk zero a caller abroad must not dial.
  await expect(shipping).toContainText('+493012345678');
  await review.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  await expect(page).toHaveURL(/\/de-de\/order-confirmation\?orderNumber=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Deutschland');
});
