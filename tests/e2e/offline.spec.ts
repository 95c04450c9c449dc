import { expect, test } from '@playwright/test';

/**
 * The store as an installed app: its manifest and icons, and the offline page its service
 * worker shows when a page cannot be fetched. The suite blocks service workers elsewhere.
 */
test.use({ serviceWorkers: 'allow' });

test('the store can be installed: a manifest naming it, with its icons', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as { name: string; icons: { src: string; sizes: string }[] };
  expect(body.name).toBe('Stride');
  expect(body.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of body.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('offline, a page shows the offline page, and the cache keeps no shopper data', async ({
  page,
  context,
}) => {
  await page.goto('/en-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.goto('/en-us/c/men-1000');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en-us');

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.map((url) => new URL(url).pathname);
  });
  expect(cached).toContain('/en-us/offline');
  expect(
    cached.filter((path) => path !== '/en-us/offline' && !path.startsWith('/_next/static/')),
  ).toEqual([]);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
});
