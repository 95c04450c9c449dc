import { devices, expect, test, type Request } from '@playwright/test';
import { addSomethingToTheBag } from './helpers/bag';
import {
  continueToReview,
  expectConfirmation,
  fillCard,
  fillShipping,
  placeOrder,
} from './helpers/checkout';

/**
 * Inside the brand app's webview (its user agent carries StrideApp/<n>): the app can hide the
 * site's header and footer for the session, every call carries channel MAPP, and order
 * placement carries the tracking value the app opened the webview with (docs/architecture.md,
 * "The app webview"). The API test (server/checkout/order-channel.test.ts) checks both are
 * recorded on the order.
 */

const browserAgent = devices['Desktop Chrome'].userAgent;
const tracking = 'e2e-launch.1';

test.describe('in a browser', () => {
  test.use({ userAgent: browserAgent });

  test('the app’s parameters are ignored', async ({ page }) => {
    await page.goto('/en-us?app_chrome=hidden');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('in the app', () => {
  test.use({ userAgent: `${browserAgent} StrideApp/5.0` });

  test('the app hides the site header and footer for the session when it asks', async ({
    page,
  }) => {
    await page.goto('/en-us?app_chrome=hidden');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // The skip link still leads to the main landmark.
    await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main',
    );

    // Remembered on the next page load, without the parameter.
    await page.goto('/en-us/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);

    await page.goto('/en-us?app_chrome=shown');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('an order placed in the app carries channel MAPP and the app’s tracking value', async ({
    page,
  }) => {
    const apiCalls: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request);
    });
    await page.goto(`/en-us?app_tracking=${tracking}`);
    await addSomethingToTheBag(page);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await fillCard(page, '4111 1111 1111 1111');
    await continueToReview(page);

    const placement = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' &&
        new URL(request.url()).pathname === '/api/cart/v2/checkout/order',
    );
    await placeOrder(page);
    const headers = await (await placement).allHeaders();
    expect(headers['x-channel']).toBe('MAPP');
    expect(headers['x-app-tracking']).toBe(tracking);
    await expectConfirmation(page);

    // Every call the page made spoke as the app; only placement carried the tracking value.
    const commerceCalls = apiCalls.filter((request) => request.headers()['x-brand']);
    expect(commerceCalls.length).toBeGreaterThan(3);
    for (const request of commerceCalls) {
      expect(request.headers()['x-channel']).toBe('MAPP');
    }
    const tracked = commerceCalls.filter((request) => request.headers()['x-app-tracking']);
    expect(tracked.map((request) => request.method())).toEqual(['PUT']);
  });
});
