import { expect, test } from '@playwright/test';
import { signInAsEditor } from './helpers/editor';

/**
 * Carousels operated by keyboard: the home page's new arrivals, and the editors' component
 * catalogue's examples (server/db/seed/catalogue/collections.ts). At desktop width "Explore the range" is a carousel
 * with arrows, dots and a progress bar; "This season at Stride" turns by itself.
 */

test('an editor moves through a carousel with the keyboard alone', async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/en-us/editor/components#component-linked-cards');
  const carousel = page.getByRole('region', { name: 'Explore the range' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(6);
  await expect(slides.nth(0)).toHaveAccessibleName('1 of 6');
  const status = carousel.locator('[aria-live]');
  const next = carousel.getByRole('button', { name: 'Next slide' });
  const previous = carousel.getByRole('button', { name: 'Previous slide' });
  await expect(previous).toBeDisabled();

  // Right arrow from the first slide's link: the second slide comes into view, focus with it.
  await slides.nth(0).getByRole('link').focus();
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText('2 of 6');
  await expect(slides.nth(1).getByRole('link')).toBeFocused();
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });

  // The arrow buttons are buttons: Tab reaches them and Enter presses them.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('3 of 6');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
  await previous.focus();
  await page.keyboard.press('Space');
  await expect(status).toHaveText('2 of 6');

  // Every slide's link is reachable by Tab from the one before.
  await slides.nth(0).getByRole('link').focus();
  for (let slide = 1; slide < 6; slide++) {
    await page.keyboard.press('Tab');
    await expect(slides.nth(slide).getByRole('link')).toBeFocused();
  }
});

test('an auto-rotating carousel stops at its pause button', async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/en-us/editor/components#component-collection');
  const carousel = page.getByRole('region', { name: 'This season at Stride' });
  const pause = carousel.getByRole('button', { name: 'Pause' });
  await expect(pause).toBeVisible();
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Play' })).toBeFocused();
  // Paused, it speaks when moved by hand: Right arrow from within brings the next slide.
  const status = carousel.locator('[aria-live]');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const [shown = 1, count = 5] = ((await status.textContent()) ?? '').split(' of ').map(Number);
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText(`${shown === count ? 1 : shown + 1} of ${count}`);
});

test("a shopper moves through the home page's new arrivals with the keyboard", async ({ page }) => {
  await page.goto('/en-us');
  const carousel = page.getByRole('region', { name: 'New Arrivals' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(8);
  const status = carousel.locator('[aria-live]');
  await slides.nth(0).getByRole('link').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText('2 of 8');
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
  await carousel.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('3 of 8');
  await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
});
