import { expect, test, type Page } from '@playwright/test';

/** The lowest price each product card shows, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  return page
    .getByRole('main')
    .locator('article')
    .evaluateAll((cards) =>
      cards.map((card) =>
        Number(/\$([\d,.]+)/.exec(card.textContent ?? '')?.[1]?.replace(',', '') ?? NaN),
      ),
    );
}

test.describe('discovery', () => {
  test('filters, sorts and pages a category, and the address keeps it through reload and history', async ({
    page,
  }) => {
    await page.goto('/en-us/c/men-1000');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const sort = page.getByLabel('Sort by');

    await sort.selectOption('price-asc');
    await expect(page).toHaveURL(/\/c\/men-1000\?sort=price-asc$/);
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\?sort=price-asc&page=2$/);
    const secondPage = await cardPrices(page);
    expect(secondPage).toEqual([...secondPage].sort((a, b) => a - b));

    await page.reload();
    await expect(sort).toHaveValue('price-asc');
    await expect(pager.getByRole('link', { name: 'Page 2, current page' })).toBeVisible();

    const categories = page.getByRole('group', { name: 'Category' });
    await categories.getByRole('checkbox', { name: /^Shoes\b/ }).check();
    await expect(page).toHaveURL(/\?category=100010&sort=price-asc$/);
    await expect(page.getByRole('button', { name: 'Remove filter Category: Shoes' })).toBeVisible();
    const shoes = await cardPrices(page);
    expect(shoes).toEqual([...shoes].sort((a, b) => a - b));

    const sizes = page.getByRole('group', { name: 'Size' });
    await sizes.getByRole('checkbox', { name: /^9 \d+ products?$/ }).check();
    await expect(page).toHaveURL(/\?category=100010&size=9&sort=price-asc$/);
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?category=100010&sort=price-asc$/);
    await expect(sizes.getByRole('checkbox', { name: /^9 \d+ products?$/ })).not.toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\?sort=price-asc&page=2$/);
    await expect(categories.getByRole('checkbox', { name: /^Shoes\b/ })).not.toBeChecked();
    await page.goForward();
    await expect(categories.getByRole('checkbox', { name: /^Shoes\b/ })).toBeChecked();

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/c\/men-1000\?sort=price-asc$/);
  });

  test('loads more products below the first page, and Back from a product finds them all', async ({
    page,
  }) => {
    await page.goto('/en-us/c/men-1000');
    const cards = page.getByRole('main').locator('article');
    const first = await cards.count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(async () => expect(await cards.count()).toBeGreaterThan(first)).toPass();
    await expect(page).toHaveURL(/\/c\/men-1000\?more=1$/);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/c\/men-1000\?more=2$/);
    await expect(async () => expect(await cards.count()).toBeGreaterThan(first * 2)).toPass();
    const shown = await cards.count();

    const last = cards.last().locator('a[href*="/en-us/p/"]').first();
    await last.click();
    await page.waitForURL(/\/en-us\/p\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/c\/men-1000\?more=2$/);
    await expect(cards).toHaveCount(shown);
    await page.reload();
    await expect(cards).toHaveCount(shown);
  });

  test('a new page of results starts at its top', async ({ page }) => {
    await page.goto('/en-us/c/men-1000');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(pager.getByRole('link', { name: 'Page 2, current page' })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeInViewport();
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();
  });

  test('finds the running shoe from the header despite a typo', async ({ page }) => {
    await page.goto('/en-us');
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('runnign shoe');
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/search\?q=runnign\+shoe$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “runnign shoe”');
    await expect(page.getByRole('main').locator('article').first()).toContainText(/Running Shoe/i);
  });

  test('opens a suggestion with the keyboard', async ({ page }) => {
    await page.goto('/en-us');
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('runn');
    const firstProduct = page.getByRole('group', { name: 'Products' }).getByRole('option').first();
    await expect(firstProduct).toBeVisible();
    const name = (await firstProduct.textContent()) ?? '';
    // Down through everything above the products, then into the first product.
    const before = await page
      .getByRole('listbox')
      .getByRole('option')
      .evaluateAll((options) =>
        options.findIndex((option) =>
          option.closest('[role="group"]')?.getAttribute('aria-labelledby')?.endsWith('products'),
        ),
      );
    for (let step = 0; step <= before; step += 1) await search.press('ArrowDown');
    await expect(firstProduct).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/p\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('shows popular searches when nothing is found', async ({ page }) => {
    await page.goto('/en-us/search?q=running');
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();
    await page.goto('/en-us/search?q=zzqxv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No results for “zzqxv”');
    await expect(
      page
        .getByRole('region', { name: 'Popular searches' })
        .getByRole('link', { name: 'running', exact: true }),
    ).toBeVisible();
  });

  test('moves the alternate URL forms to the canonical pages', async ({ page }) => {
    const response = await page.goto('/en-us/men-c1000');
    expect(response?.request().redirectedFrom()).not.toBeNull();
    await expect(page).toHaveURL(/\/en-us\/c\/men-1000$/);
  });

  test('publishes a sitemap index and robots.txt for every locale', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /*/search');
    const index = await (await request.get('/sitemap.xml')).text();
    const first = /<loc>([^<]+\/sitemaps\/0\.xml)<\/loc>/.exec(index)?.[1];
    expect(first).toBeDefined();
    const pages = await (await request.get(new URL(first!).pathname)).text();
    expect(pages).toContain('/de-de/c/men-1000</loc>');
    expect(pages).toContain('hreflang="x-default"');
    expect(pages).toContain('/en-gb/stores</loc>');
    expect(pages).toContain('/fr-fr/stores/US001</loc>');
    // Content pages, each where it is published: Germany's Impressum in Germany only.
    expect(pages).toContain('/it-it/help/returns/how-to-return</loc>');
    expect(pages).toContain('/en-us/promotions</loc>');
    expect(pages).toContain('/de-de/impressum</loc>');
    expect(pages).not.toContain('/en-us/impressum</loc>');
    const products = await (await request.get('/sitemaps/1.xml')).text();
    expect(products).toMatch(/<loc>[^<]+\/it-it\/p\/[^<]+-ST00000001<\/loc>/);
  });
});
