import { expect, test } from '@playwright/test';
import { scrollDownABit } from './helpers/scroll';

/** The headers the store's own pages send to the API (services/transport.ts). */
const apiHeaders = {
  'x-brand': 'stride',
  'x-channel': 'ECOMM',
  'x-region': 'NORA',
  'x-source': 'ECOM15',
  'x-locale': 'en_US',
  'x-session-id': 'e2e-hostile-session',
};

test.describe('hostile URLs', () => {
  for (const path of [
    '/en-us/p/%E0%A4%A',
    '/en-us/c/%ED%A0%80',
    '/en-us/p/%00',
    '/en-us/search?q=%00',
    '/en-us/search?q=%E0%A4%A',
    '/en-us/c/x?page=1e309',
    `/en-us/search?q=${'a'.repeat(9_000)}`,
  ]) {
    test(`page ${path.slice(0, 40)} is not a server error`, async ({ request }) => {
      const reply = await request.get(path, { maxRedirects: 0 });
      expect(reply.status()).toBeLessThan(500);
    });
  }

  // Next hands the API a query whose broken escapes it already read as U+FFFD, so only the
  // escapes that survive it are tried here; server/http/hostile-input.test.ts covers the rest.
  for (const path of [
    '/api/cart/v1/cart/%E0%A4%A',
    '/api/products/v2/products/%ED%A0%80/details',
    '/api/products/v2/search/autoSuggest?q=%00',
  ]) {
    test(`API ${path} answers 400 in the error shape`, async ({ request }) => {
      const reply = await request.get(path, { headers: apiHeaders });
      expect(reply.status()).toBe(400);
      expect(reply.headers()['content-type']).toMatch(/application\/json/);
      const body = (await reply.json()) as { errorDetails: { errorId: string }[] };
      expect(body.errorDetails[0]?.errorId).toMatch(/^(API400|ATTR200)$/);
    });
  }

  test('an API body over the limit answers 413 in the error shape', async ({ request }) => {
    const reply = await request.post('/api/stores/v1/search', {
      headers: { ...apiHeaders, 'content-type': 'application/json' },
      data: JSON.stringify({ query: 'x'.repeat(70_000) }),
    });
    expect(reply.status()).toBe(413);
    const body = (await reply.json()) as { errorDetails: { errorId: string }[] };
    expect(body.errorDetails[0]?.errorId).toBe('ATTR300');
  });
});

test('a shopper votes on a review and reports it, with the session the page holds', async ({
  page,
}) => {
  await page.goto('/en-us/p/p-ST00000002');
  await scrollDownABit(page);
  const review = page.getByRole('region', { name: 'Review list' }).locator('article').first();
  const yes = review.getByRole('button', { name: /^Yes \((\d+)\)$/ });
  const before = Number(/\((\d+)\)/.exec((await yes.textContent()) ?? '')?.[1]);
  await yes.click();
  await expect(review.getByRole('button', { name: `Yes (${before + 1})` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await review.getByRole('button', { name: 'Report' }).click();
  await expect(review.getByText('Thanks, we will take a look.')).toBeVisible();
});
