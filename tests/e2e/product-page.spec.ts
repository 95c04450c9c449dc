import { expect, test, type Page } from '@playwright/test';
import { scrollDownABit } from './helpers/scroll';

/** Fixed seed products (server/db/seed/fixtures.ts); a wrong slug redirects to the right one. */
const MARKED_DOWN = 'ST00000003';
const SOLD_OUT = 'ST00000005';
const REGULAR_SHOE = 'ST00000001';
const ACCESSORY = 'ST00000014';

/** The block above the options (beside the gallery on desktop): eyebrow, name with the heart, price. */
const productInfo = (page: Page) =>
  page.getByRole('heading', { level: 1 }).locator('xpath=../../..');

test('a markdown shows the struck original and the discount in dollars and in euros', async ({
  page,
}) => {
  await page.goto(`/en-us/p/p-${MARKED_DOWN}`);
  await expect(page).toHaveURL(new RegExp(`/en-us/p/[a-z0-9-]+-${MARKED_DOWN}$`));
  const info = productInfo(page);
  await expect(info.locator('s').first()).toContainText('$');
  await expect(info).toContainText('30% off');
  const usd = /Current price\s*\$([\d.]+).*Original price\s*\$([\d.]+)/.exec(
    (await info.textContent()) ?? '',
  );
  expect(Number(usd![1])).toBeLessThan(Number(usd![2]));

  // What search engines read: canonical, hreflang, Product with its offer and rating.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/en-us/p/[a-z0-9-]+-${MARKED_DOWN}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
    'href',
    new RegExp(`/de-de/p/[a-z0-9-]+-${MARKED_DOWN}$`),
  );
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.stringify(JSON.parse(text)))
    .join('\n');
  expect(structured).toContain('"@type":"Product"');
  expect(structured).toContain('"priceCurrency":"USD"');
  expect(structured).toContain('"@type":"AggregateRating"');
  expect(structured).toContain('"@type":"BreadcrumbList"');

  await page.goto(`/de-de/p/p-${MARKED_DOWN}`);
  const german = productInfo(page);
  await expect(german.locator('s').first()).toContainText('€');
  // Euro prices are rounded per currency, so the discount is computed from them, to one decimal.
  const eur = /Aktueller Preis\s*([\d.,]+).*Ursprünglicher Preis\s*([\d.,]+)/.exec(
    (await german.textContent()) ?? '',
  );
  const euros = (text: string | undefined) => Number(text!.replace('.', '').replace(',', '.'));
  const currentEur = euros(eur?.[1]);
  const originalEur = euros(eur?.[2]);
  expect(currentEur).toBeLessThan(originalEur);
  const percent = Math.round(((originalEur - currentEur) / originalEur) * 1000) / 10;
  await expect(german).toContainText(new RegExp(`-${String(percent).replace('.', ',')}\\s?%`));
});

test('a sold-out size disables add to cart and takes a notify-me email', async ({ page }) => {
  await page.goto(`/en-us/p/p-${SOLD_OUT}`);
  await page
    .locator('label', { hasText: /Out of stock/ })
    .first()
    .click();
  await expect(page.getByRole('radio', { name: /Out of stock/ }).first()).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeDisabled();
  const form = page.getByRole('form', { name: 'Back-in-stock email' });
  await form.getByLabel('Email').fill(`notify-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText(/We will email you when size .* is back in stock/)).toBeVisible();
});

test('reviews list, sort and page, and writing one refuses a too-long text', async ({ page }) => {
  await page.goto(`/en-us/p/p-${REGULAR_SHOE}`);
  await scrollDownABit(page);
  const reviews = page.getByRole('region', { name: 'Review list' });
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Reviews' }) });
  await expect(section.getByText(/\d+ reviews/)).toBeVisible();
  await expect(reviews.locator('article')).toHaveCount(5);
  await section.getByLabel('Sort by').selectOption('lowest');
  await expect(reviews.locator('article').first().getByRole('img')).toHaveAccessibleName(
    /^[12] out of 5 stars$/,
  );
  const reviewPages = section.getByRole('navigation', { name: 'Review pages' });
  await reviewPages.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(
    reviewPages.getByRole('button', { name: 'Page 2, current page', exact: true }),
  ).toHaveAttribute('aria-current', 'page');

  await section.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: /^Review / });
  await dialog.locator('label', { hasText: '5 stars' }).click();
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await dialog.getByLabel('Title').fill('Fast and light');
  await dialog.getByLabel('Your review').fill('a'.repeat(2001));
  await dialog.getByLabel('Nickname').fill('E2E Runner');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Your review is too long: at most 2000 characters.')).toBeVisible();

  const text = `Great on long runs ${Date.now()}`;
  await dialog.getByLabel('Your review').fill(text);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByLabel('Sort by')).toHaveValue('newest');
  await expect(reviews.locator('article').first()).toContainText(text);
});

test('quick shop opens from a card and picks the footer action for the chosen size', async ({
  page,
}) => {
  await page.goto(`/en-us/p/p-${MARKED_DOWN}`);
  await scrollDownABit(page);
  const look = page.locator('section', {
    has: page.getByRole('heading', { name: 'Complete the look' }),
  });
  const soldOutCard = look.locator('article', { has: page.locator(`a[href$="${SOLD_OUT}"]`) });
  await soldOutCard.getByRole('button', { name: /^Quick shop/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick shop' });
  await expect(dialog).toBeVisible();
  await dialog
    .locator('label', { hasText: /Out of stock/ })
    .first()
    .click();
  await expect(dialog.getByRole('button', { name: 'Add to cart', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Notify me' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const accessoryCard = look.locator('article', { has: page.locator(`a[href$="${ACCESSORY}"]`) });
  await accessoryCard.getByRole('button', { name: /^Quick shop/ }).click();
  await expect(dialog).toBeVisible();
  await dialog
    .locator('label', { hasText: /In stock/ })
    .first()
    .click();
  const add = dialog.getByRole('button', { name: 'Add to cart', exact: true });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
});
