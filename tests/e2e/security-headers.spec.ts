import { expect, test, type Page } from '@playwright/test';
import { addSomethingToTheBag } from './helpers/bag';

/**
 * Pages carry a Content-Security-Policy whose nonce changes with every response and is on
 * every script the page runs; nothing a shopper does on the buying path is blocked by it; and
 * no other site can frame the store (issue 11, "Headers").
 */

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

/** Every executable <script> in the HTML, and the nonce each carries. */
function scriptNonces(html: string): (string | null)[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/type="application\/ld\+json"/.test(attributes))
    .map((attributes) => /\bnonce="([^"]+)"/.exec(attributes)?.[1] ?? null);
}

/** Records policy violations from the first moment of every document the page opens. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return async () => seen;
}

for (const path of [
  '/en-us',
  '/en-us/c/men-1000',
  '/en-us/p/kids-aero-core-2-basketball-shoe-ST00000009',
  '/en-us/cart',
  '/en-us/checkout',
  '/en-us/account',
]) {
  test(`${path} answers with a fresh nonce on every script and the security headers`, async ({
    request,
  }) => {
    const first = await request.get(path);
    const second = await request.get(path);
    expect(first.status()).toBe(200);
    const policy = first.headers()['content-security-policy'] ?? '';
    const nonce = nonceOf(policy);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers()['content-security-policy'] ?? '')).not.toBe(nonce);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    const scriptSource = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSource).not.toContain("'unsafe-inline'");
    expect(scriptSource).not.toContain("'unsafe-eval'");

    // The second answer of a shared page comes from the render the server kept (decision 008).
    for (const answer of [first, second]) {
      const nonces = scriptNonces(await answer.text());
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(
        new Set([nonceOf(answer.headers()['content-security-policy'] ?? '')]),
      );
    }
    const shared = !/\/(cart|checkout|account)$/.test(path);
    expect(second.headers()['x-stride-shared-page']).toBe(shared ? 'hit' : undefined);

    const headers = first.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    // The suite runs the demo, which is plain http: no HSTS there (production sends it).
    expect(headers['strict-transport-security']).toBeUndefined();
  });
}

test('a shopper goes from a product to checkout without the policy blocking anything', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/en-us');
  // The mini cart opening proves the product page's scripts ran; the bag and the checkout
  // form are read and rendered in the browser.
  const name = await addSomethingToTheBag(page);
  await page.goto('/en-us/cart');
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
  await page.goto('/en-us/checkout');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('another site cannot frame the store', async ({ page, baseURL }) => {
  await page.route('http://elsewhere.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Elsewhere</title><iframe src="${baseURL}/en-us/account" title="store" onload="document.title = 'loaded'"></iframe>`,
    }),
  );
  await page.goto('http://elsewhere.test/');
  await expect(page).toHaveTitle('loaded');
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
  // A refused frame shows the browser's error page instead of the store.
  expect(frame.url()).not.toContain('/en-us/account');
  await expect(frame.getByRole('link', { name: 'Stride home' })).toHaveCount(0);
});
