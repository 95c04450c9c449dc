import { expect, test } from '@playwright/test';

test.describe('a shopper browsing the store', () => {
  test('lands in their own locale from the bare address', async ({ browser }) => {
    const french = await browser.newContext({
      locale: 'fr-FR',
      extraHTTPHeaders: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    const page = await french.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr-fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await french.close();
  });

  test('goes from the home page through a category to a product, in dollars', async ({ page }) => {
    await page.goto('/en-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    const main = page.getByRole('main');
    await expect(main.getByRole('img').first()).toBeVisible();

    const categoryLink = main.locator('a[href*="/en-us/c/"]').first();
    await categoryLink.click();
    await expect(page).toHaveURL(/\/en-us\/c\/[a-z0-9-]+-\d{4,10}/);
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.locator('article') })
      .first();
    await expect(grid.locator('article').first()).toContainText('$');

    await grid.locator('article a').first().click();
    await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('$');
    await expect(page.getByRole('group', { name: /colour/i })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sizes' })).toBeVisible();
  });

  test('reads the same product in French with euro prices', async ({ page }) => {
    await page.goto('/en-us');
    const href = await page
      .getByRole('main')
      .locator('a[href*="/en-us/p/"]')
      .first()
      .getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(href!.replace('/en-us/', '/fr-fr/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('€');
    await expect(page.getByRole('group', { name: 'Tailles' })).toBeVisible();
  });

  test('opens a category from the menu, pages through it and sorts it, all in the address', async ({
    page,
  }) => {
    await page.goto('/en-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Men', exact: true }).click();
    await nav.getByRole('link', { name: 'Shop all Men' }).click();
    await expect(page).toHaveURL(/\/en-us\/c\/men-1000$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();

    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pager.getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    const prices = await page
      .getByRole('main')
      .locator('article')
      .evaluateAll((cards) =>
        cards.map((card) =>
          Number(/\$([\d,.]+)/.exec(card.textContent ?? '')?.[1]?.replace(',', '') ?? NaN),
        ),
      );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('sees a real 404 page for an unknown product', async ({ page }) => {
    const response = await page.goto('/en-us/p/no-such-shoe-ZZ99999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible();
  });

  test('can skip straight to the content with the keyboard', async ({ page }) => {
    await page.goto('/en-us');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('the commerce API', () => {
  test('answers a malformed body with the spec error shape and the caller correlation id', async ({
    request,
  }) => {
    const response = await request.post('/api/products/v1/products/ST00000001/availability', {
      headers: {
        'content-type': 'application/json',
        'x-brand': 'stride',
        'x-channel': 'ECOMM',
        'x-region': 'NORA',
        'x-source': 'ECOM15',
        'x-locale': 'en_US',
        'x-session-id': 'e2e-session-0001',
        'x-correlation-id': 'e2e-correlation-42',
      },
      // A Buffer goes out as raw bytes; a string would be JSON-encoded into a valid document.
      data: Buffer.from('{"storeIds": ['),
    });
    expect(response.status()).toBe(400);
    expect(response.headers()['x-correlation-id']).toBe('e2e-correlation-42');
    const body = await response.json();
    expect(body).toMatchObject({
      errorDetails: [{ errorId: 'ATTR300' }],
      appId: 'commerce-api',
      correlationId: 'e2e-correlation-42',
    });
  });
});
