import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers/axe';

/**
 * The journal and an article, as seeded (server/db/seed/articles/): seven articles, the journal
 * showing two rows of two at a time, five of them tagged Running.
 */

test('a shopper filters the journal by a tag, loads more and reads an article with four related', async ({
  page,
}) => {
  await page.goto('/en-us/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect(page.getByText('Showing 4 of 7 articles')).toBeVisible();

  const filters = page.getByRole('group', { name: 'Filter articles by tag' });
  await filters.getByRole('button', { name: /^Running/ }).click();
  await expect(page.getByText('Showing 4 of 5 articles')).toBeVisible();
  await expect(filters.getByRole('button', { name: /^Running/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/\?tag=running$/);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(5);
  await expect(page.getByText('Showing 5 of 5 articles')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  for (const card of await cards.all()) await expect(card).toContainText('Running');

  await page.getByRole('link', { name: 'Off road: first steps on the trail' }).click();
  await expect(page).toHaveURL(/\/en-us\/articles\/trail-running-first-steps$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Off road: first steps on the trail' }),
  ).toBeVisible();
  await expect(page.getByText('Published 12/15/2025')).toBeVisible();
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('article')).toHaveCount(4);
  // Most shared tags first; the article itself is not among them.
  await expect(related.getByRole('heading', { level: 3 }).first()).toHaveText(
    'Your first 5K: an eight-week plan',
  );
  await expect(related.getByText('Off road: first steps on the trail')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a shared journal address opens filtered by its tag, and an article tag leads there', async ({
  page,
}) => {
  await page.goto('/en-us/articles/make-your-running-shoes-last');
  await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Care guides' }).click();
  await expect(page).toHaveURL(/\/en-us\/articles\?tag=care$/);
  await expect(page.getByText('Showing 2 of 2 articles')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Filter articles by tag' }).getByRole('button', {
      name: /^Care guides/,
    }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the home page shows the newest articles and the footer leads to the journal', async ({
  page,
}) => {
  await page.goto('/en-us');
  const journal = page.getByRole('heading', { level: 2, name: 'From the journal' });
  await journal.scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('link', { name: 'Off road: first steps on the trail' }),
  ).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Journal' }).click();
  await expect(page).toHaveURL(/\/en-us\/articles$/);
});
