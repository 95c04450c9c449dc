import { expect, test } from '@playwright/test';
import { addSomethingToTheBag } from './helpers/bag';

/**
 * A refusal the shopper meets reaches the store's log (spec 000 section 8: a failed response
 * with errorDetails is logged to monitoring): the page sends it as a beacon, which the API
 * takes with a 204, carrying the code and correlation id but not what the shopper typed.
 */
test('a refused promo code is reported to monitoring without the code typed', async ({ page }) => {
  await addSomethingToTheBag(page);
  await page.goto('/en-us/cart');
  const reported = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/monitoring/v1/events') &&
      (request.postData() ?? '').includes('"api_failure"'),
  );
  const code = page.getByLabel('Enter a promo code');
  await code.fill('NOTACODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  const report = await reported;
  const body = JSON.parse(report.postData() ?? '{}') as Record<string, unknown>;
  expect(body).toMatchObject({
    kind: 'api_failure',
    method: 'PUT',
    path: '/cart/v1/coupon',
    status: expect.any(Number),
    code: expect.stringMatching(/^[A-Z]+\d+$/),
    correlationId: expect.any(String),
  });
  expect(report.postData()).not.toContain('NOTACODE');
  expect((await report.response())?.status()).toBe(204);
});
