import type { Page } from '@playwright/test';

/**
 * The shopper scrolls a little way down the page. Sections below the fold (a product page's
 * reviews, complete the look, recommendations) load once the page has been scrolled.
 */
export async function scrollDownABit(page: Page): Promise<void> {
  await page.mouse.wheel(0, 400);
}
