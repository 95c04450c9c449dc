import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { continueGermanCheckoutToReview, step, typeGermanShipping } from './helpers/checkout';

/**
 * Consent (spec 000 section 6, issue 19): an EMEA visitor is asked before any analytics event
 * reaches the data layer, accepting lets a purchase's e-commerce events through in order,
 * rejecting keeps them all out, the footer's "Cookie settings" changes the choice, and a North
 * American visitor is not asked. Starts with no stored choice (playwright.config.ts stores one).
 */
test.use({
  storageState: {
    cookies: [],
    origins: [
      {
        origin: `http://127.0.0.1:${process.env.E2E_PORT}`,
        localStorage: [{ name: 'stride.popups.dismissed', value: '["newsletter-welcome"]' }],
      },
    ],
  },
});

const shoe = 'mens-zephyr-wave-2-training-shoe-ST00000006';
const dataLayerEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).flatMap(({ event }) => (event ? [event] : [])));

/** The events the debug view lists for this tab's session, oldest first. */
async function debugViewEvents(page: Page, locale: string): Promise<string[]> {
  await page.goto(`/${locale}/dev/analytics`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics events' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Data layer events' });
  const empty = page.getByRole('main').getByRole('status').filter({ hasText: 'No events yet.' });
  // The list is read from the tab's storage once the page runs: wait for either answer.
  await expect(table.or(empty)).toBeVisible();
  if (await empty.isVisible()) return [];
  return table.locator('tbody tr td:nth-child(2)').allTextContents();
}

test('an EMEA visitor is asked first, and nothing reaches the data layer when they reject all', async ({
  page,
}) => {
  await page.goto(`/en-gb/p/${shoe}`);
  const banner = page.getByRole('dialog', { name: 'Your privacy choices' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Your privacy choices' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await dataLayerEvents(page)).toEqual([]);

  await banner.getByRole('button', { name: 'Choose' }).click();
  await expect(banner.getByRole('switch', { name: /Required/ })).toBeDisabled();
  expect(await seriousViolations(page, 'section[role="dialog"]')).toEqual([]);
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();
  expect(await dataLayerEvents(page)).toEqual([]);

  await page.goto(`/en-gb/p/${shoe}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await dataLayerEvents(page)).toEqual([]);
  expect(await debugViewEvents(page, 'en-gb')).toEqual([]);
});

test('after accepting, a purchase sends its e-commerce events in order', async ({ page }) => {
  await page.goto(`/de-de/p/${shoe}`);
  const banner = page.getByRole('dialog', { name: 'Ihre Datenschutzeinstellungen' });
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner).toBeHidden();
  // The page's view and product view waited for the choice, and arrive now.
  await expect.poll(() => dataLayerEvents(page)).toEqual(['page_view', 'view_item']);

  const sizes = page.getByRole('group', { name: 'Größen' });
  const inStock = sizes.getByRole('radio', { name: /Auf Lager$/ }).first();
  await expect(inStock).toBeAttached();
  await inStock.check({ force: true });
  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Dein Warenkorb' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/de-de/checkout');
  await typeGermanShipping(page);
  await continueGermanCheckoutToReview(page);
  const review = step(page, 'Prüfen und bestellen');
  await review.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung' }),
  ).toBeVisible();
  await expect.poll(() => dataLayerEvents(page)).toContain('purchase');

  const commerce = [
    'view_item',
    'add_to_cart',
    'begin_checkout',
    'add_shipping_info',
    'add_payment_info',
    'purchase',
  ];
  const events = await debugViewEvents(page, 'de-de');
  expect(events.filter((name) => commerce.includes(name))).toEqual(commerce);
  expect(events).toContain('page_view');
});

test('the footer’s cookie settings reopen the choice and withdraw it', async ({ page }) => {
  await page.goto('/en-gb');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => dataLayerEvents(page)).toContain('page_view');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
  await expect(page).toHaveURL(/\/en-gb\/cookie-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeVisible();
  const analytics = page.getByRole('switch', { name: 'Performance and analytics' });
  await expect(analytics).toBeChecked();
  await analytics.uncheck();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your choices are saved.');
  const cookies = await page.context().cookies();
  expect(cookies.find(({ name }) => name === 'stride_consent')?.value).toBe('v1.p0.f1.t1');

  await page.goto(`/en-gb/p/${shoe}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your privacy choices' })).toHaveCount(0);
  expect(await dataLayerEvents(page)).toEqual([]);
});

test('a North American visitor is not asked, and the page view goes through', async ({ page }) => {
  await page.goto('/en-us');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => dataLayerEvents(page)).toContain('page_view');
  await expect(page.getByRole('dialog', { name: 'Your privacy choices' })).toHaveCount(0);
  // The same preferences page lets them withdraw.
  await page.goto('/en-us/cookie-settings');
  await expect(page.getByRole('switch', { name: 'Targeting' })).toBeChecked();
});
