import { expect, test, type Page } from '@playwright/test';

/** The amount a row of the order summary shows, e.g. "Subtotal" → "$120.00". */
async function summaryValue(page: Page, label: string | RegExp): Promise<string> {
  const summary = page.getByRole('region', { name: 'Order summary' });
  const term = summary.getByRole('term').filter({ hasText: label });
  return (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
}

/** The count the header's bag link announces ("Bag, 3 items"). */
async function bagCount(page: Page): Promise<number> {
  const label = (await page.getByRole('link', { name: /^Bag, / }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) items?/.exec(label)?.[1] ?? 0);
}

/**
 * Opens a product and adds its first in-stock size. Returns the product's name, or null
 * when the product cannot be bought now (presale, coming soon, sold out).
 */
async function addFirstInStockSize(page: Page, href: string): Promise<string | null> {
  await page.goto(href);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const addButton = page.getByRole('button', { name: 'Add to cart', exact: true }).first();
  const inStock = page.getByRole('radio', { name: /In stock/ }).first();
  try {
    await expect(inStock).toBeAttached({ timeout: 5_000 });
    await expect(addButton).toBeVisible({ timeout: 2_000 });
  } catch {
    return null;
  }
  await inStock.check({ force: true });
  await addButton.click();
  const miniCart = page.getByRole('dialog', { name: 'Your bag' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByRole('link', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  return name;
}

test('a shopper fills a bag, changes it, uses a code, saves for later and finds it all after a reload', async ({
  page,
}) => {
  await page.goto('/en-us/c/men-1000');
  const hrefs = await page
    .getByRole('main')
    .locator('article a[href*="/en-us/p/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);

  const names: string[] = [];
  for (const href of hrefs) {
    if (names.length === 2) break;
    const name = await addFirstInStockSize(page, href);
    if (name) names.push(name);
  }
  expect(names).toHaveLength(2);
  const [first, second] = names as [string, string];
  // At least the two lines; a gift with purchase may join them once the bag is big enough.
  await expect.poll(() => bagCount(page)).toBeGreaterThanOrEqual(2);
  const countBefore = await bagCount(page);

  await page.goto('/en-us/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your bag' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${first} from your bag` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${second} from your bag` })).toBeVisible();

  // More of the first product: the server's subtotal goes up.
  const subtotalBefore = await summaryValue(page, 'Subtotal');
  await page.getByRole('button', { name: `Increase quantity of ${first}` }).click();
  await expect.poll(() => summaryValue(page, 'Subtotal')).not.toBe(subtotalBefore);
  await expect.poll(() => bagCount(page)).toBeGreaterThanOrEqual(countBefore + 1);

  // A code the store does not know is refused at the input.
  const code = page.getByLabel('Enter a promo code');
  await code.fill('NOTACODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription('This promo code is not valid.');

  // WELCOME10 takes 10% off: its discount line appears and the total drops.
  const totalBefore = await summaryValue(page, /^Total$/);
  await code.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Remove promo code WELCOME10' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('term')
      .filter({ hasText: /\(code WELCOME10\)$/ }),
  ).toBeVisible();
  await expect.poll(() => summaryValue(page, /^Total$/)).not.toBe(totalBefore);

  // Save the second product for later, then bring it back.
  await page.getByRole('button', { name: `Save ${second} for later` }).click();
  const saved = page.getByRole('region', { name: 'Saved for later (1)' });
  await expect(saved).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${second} from your bag` })).toBeHidden();
  await saved.getByRole('button', { name: `Move ${second} to your bag` }).click();
  await expect(page.getByRole('button', { name: `Remove ${second} from your bag` })).toBeVisible();
  await expect(page.getByRole('region', { name: /Saved for later/ })).toBeHidden();

  // The same bag after a reload.
  const total = await summaryValue(page, /^Total$/);
  const count = await bagCount(page);
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove ${first} from your bag` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${second} from your bag` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove promo code WELCOME10' })).toBeVisible();
  await expect.poll(() => summaryValue(page, /^Total$/)).toBe(total);
  await expect.poll(() => bagCount(page)).toBe(count);
});
