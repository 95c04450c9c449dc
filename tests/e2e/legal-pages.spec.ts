import { expect, test } from '@playwright/test';

/**
 * The help and legal pages (CMS pages, app/[locale]/[...rest]) the store links to (footer,
 * sign-up, newsletter, loyalty, SMS, employee terms) are there, and the footer leads to the
 * privacy policy.
 */
const pages = [
  { path: 'en-us/help', heading: 'Help' },
  { path: 'en-us/help/shipping-and-delivery', heading: 'Shipping and delivery' },
  { path: 'en-us/help/returns', heading: 'Returns and refunds' },
  { path: 'en-us/help/returns/how-to-return', heading: 'How to return an item' },
  { path: 'de-de/impressum', heading: 'Impressum' },
  { path: 'de-de/agb', heading: 'Allgemeine Geschäftsbedingungen (AGB)' },
  { path: 'de-de/widerruf', heading: 'Widerrufsbelehrung' },
  { path: 'en-us/privacy', heading: 'Privacy policy' },
  { path: 'en-us/sale-terms', heading: 'Terms of sale' },
  { path: 'en-us/brand-terms', heading: 'Terms of use' },
  { path: 'en-us/loyalty-terms', heading: 'Stride Members terms' },
  { path: 'en-us/sms-terms', heading: 'SMS terms' },
  { path: 'en-us/associate-discount-terms', heading: 'Employee discount terms' },
];

for (const { path, heading } of pages) {
  test(`/${path} shows the ${heading}`, async ({ page }) => {
    const response = await page.goto(`/${path}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(main.getByText(/^(Last updated|Zuletzt aktualisiert): /)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // Every number and name comes from the code or settings: no placeholder is left unfilled.
    await expect(main).not.toContainText(/[{}]/);
  });
}

test('the footer leads to the privacy policy, naming the seller', async ({ page }) => {
  await page.goto('/en-us');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy policy', exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/privacy$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  // The demo's seller (server/config/business-details.ts), read from the settings.
  await expect(main).toContainText('Stride Demo Retail Ltd');
  await main.getByRole('link', { name: 'contact form' }).first().click();
  await expect(page).toHaveURL(/\/en-us\/help\/contact-us$/);
});

test('the loyalty terms list the voucher ladder in the shopper’s currency', async ({ page }) => {
  await page.goto('/en-us/loyalty-terms');
  await expect(page.getByRole('main')).toContainText('500 points for $5.00 off');
});
