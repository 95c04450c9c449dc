import { expect, test, type Page } from '@playwright/test';
import { continueGermanCheckoutToReview, step, typeGermanShipping } from './helpers/checkout';

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

  await typeGermanShipping(page);
  const shipping = step(page, 'Versand');
  await expect(shipping.getByLabel('Land', { exact: true })).toHaveValue('Deutschland');
  await continueGermanCheckoutToReview(page);

  const review = step(page, 'Prüfen und bestellen');
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
