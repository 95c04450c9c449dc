import { expect, test } from '@playwright/test';

/** A shoe with several pictures (server/db/seed/fixtures.ts). */
const REGULAR_SHOE = 'ST00000001';

test('on a phone the name and price come before the gallery, and add to cart while the gallery is still on screen', async ({
  page,
}) => {
  await page.goto(`/en-us/p/p-${REGULAR_SHOE}`);
  const viewport = page.viewportSize()!;
  const heading = page.getByRole('heading', { level: 1 });
  const gallery = page.getByRole('list', { name: 'Product images' });
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  await expect(add).toBeVisible();

  const [headingBox, galleryBox, addBox] = await Promise.all([
    heading.boundingBox(),
    gallery.boundingBox(),
    add.boundingBox(),
  ]);
  expect(headingBox!.y + headingBox!.height).toBeLessThanOrEqual(galleryBox!.y);
  // Scrolled just far enough to see add to cart, the gallery's end is still in the upper half.
  const galleryEnd = galleryBox!.y + galleryBox!.height;
  expect(addBox!.y + addBox!.height - galleryEnd).toBeLessThan(viewport.height / 2);

  // The other pictures are a swipe away, not a scroll down.
  expect(await gallery.locator('li').count()).toBeGreaterThan(1);
  expect(galleryBox!.height).toBeLessThan(viewport.width);
});
