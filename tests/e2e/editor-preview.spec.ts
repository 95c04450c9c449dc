import { expect, test, type Page } from '@playwright/test';
import { EDITOR, signInAsEditor } from './helpers/editor';

/**
 * Editor preview against the real API in demo mode (docs/content.md, "Editor preview"): the
 * seeded drafts put "[Draft]" before every hero title (server/db/seed/content.ts), so a page
 * that shows it shows drafts. Visitors never do, whatever they add to the address; the seeded
 * editor signs in, previews, picks a time, leaves, browses the content preview viewer, and
 * publishes a draft from the editor page. Only a page this file creates is published: other
 * files expect the seeded home page as published.
 */

const DRAFT = '[Draft]';

const banner = (page: Page) => page.getByRole('region', { name: 'Content preview' });

test('a visitor sees the published site, at /pre and with ?preview=true too', async ({ page }) => {
  await page.goto('/en-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main).not.toContainText(DRAFT);

  await page.goto('/pre/en-us');
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(main).not.toContainText(DRAFT);

  await page.goto('/en-us?preview=true');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main).not.toContainText(DRAFT);
  await expect(banner(page)).toHaveCount(0);
});

test('a wrong password is refused like any other', async ({ page }) => {
  await page.goto('/en-us/editor');
  await page.getByLabel('Staff id').fill(EDITOR.id);
  await page.getByLabel('Password', { exact: true }).fill('Not#the1password');
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The staff id or password is incorrect.',
  );
});

test('an editor previews drafts under /pre, at a chosen time, and leaves', async ({ page }) => {
  await signInAsEditor(page);
  await page.getByRole('link', { name: 'Open preview' }).click();
  await expect(page).toHaveURL(/\/pre\/en-us$/);
  await expect(banner(page)).toContainText('Preview');
  await expect(banner(page)).toContainText('Environment: Demo');
  await expect(banner(page)).toContainText('Showing drafts');
  await expect(banner(page)).toContainText(`Signed in as ${EDITOR.name}`);
  await expect(page.getByRole('main')).toContainText(DRAFT);

  // Preview answers are the editor's alone: never stored by a cache, never indexed.
  const reply = await page.goto('/pre/en-us');
  expect(reply?.headers()['cache-control']).toContain('no-store');
  expect(reply?.headers()['x-robots-tag']).toBe('noindex, nofollow');

  await banner(page).getByLabel('Preview at (UTC)').fill('2030-01-01T09:00');
  await banner(page).getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/\/pre\/en-us$/);
  await expect(banner(page)).toContainText('As shoppers will see it on');
  await banner(page).getByRole('link', { name: 'Now', exact: true }).click();
  await expect(banner(page)).toContainText('Showing drafts');

  await banner(page).getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(DRAFT);

  // Still signed in: ?preview=true takes the editor back into the preview.
  await page.goto('/en-us?preview=true');
  await expect(page).toHaveURL(/\/pre\/en-us$/);
  await expect(page.getByRole('main')).toContainText(DRAFT);
  await banner(page).getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
});

test('the content preview viewer lists a type’s documents and frames one', async ({ page }) => {
  await page.goto('/en-us/editor/showcase');
  await expect(page).toHaveURL(/\/en-us\/editor$/);

  await signInAsEditor(page);
  await page.getByRole('link', { name: 'Content preview viewer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content preview viewer');

  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const docType = page.getByLabel('Document type');
  await expect(docType).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('alert').getByRole('link', { name: 'Choose a document type.' }),
  ).toHaveAttribute('href', '#showcase-doc-type');

  await docType.selectOption('page');
  await page.getByLabel('Layout', { exact: true }).selectOption('phone');
  await expect(page.getByLabel('Limit')).toHaveValue('20');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const home = page.getByRole('link', { name: /^home\b/ });
  await expect(home).toBeVisible();
  await home.click();
  await expect(home).toHaveAttribute('aria-current', 'true');
  const frame = page.locator('iframe[title="Preview – Demo"]');
  await expect(frame).toHaveAttribute('width', '390');
  await expect(page.getByText('Preview – Demo', { exact: true })).toBeVisible();
  await expect(page.frameLocator('iframe[title="Preview – Demo"]').getByRole('main')).toContainText(
    DRAFT,
  );

  await page.getByLabel('Document type').selectOption('product');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('No results.')).toBeVisible();
});

test('an editor publishes a new page from the drafts waiting, and visitors see it at once', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsEditor(page);
  await page.getByRole('link', { name: 'Open preview' }).click();
  await banner(page).getByRole('link', { name: 'Drafts and publishing' }).click();
  await expect(page).toHaveURL(/\/en-us\/editor$/);
  const drafts = page.getByRole('region', { name: 'Drafts waiting' });
  const draftOf = (key: string) =>
    drafts.getByRole('listitem').filter({ has: page.getByText(`page · ${key}`, { exact: true }) });
  await expect(draftOf('home')).toBeVisible();
  await expect(draftOf('home').getByRole('link', { name: 'Preview' })).toHaveAttribute(
    'href',
    /^\/en-us\/editor\/preview\?to=%2Fen-us$/,
  );

  // A page of this run's own, saved as a draft through the publish API with the editor's grant.
  const key = `e2e-news-${Date.now()}`;
  const heading = `Fresh news ${key}`;
  const saved = await page.request.put(`/api/content/v1/canvases/en-us/page/${key}/draft`, {
    data: {
      name: key,
      title: `E2E news ${key}`,
      metadata: { htmlTitle: `E2E news ${key}`, htmlDescription: 'News from the browser tests.' },
      sections: [
        {
          name: 'main',
          items: [
            { type: 'text-section', id: 'news', heading, paragraphs: ['Fresh from the editor.'] },
          ],
        },
      ],
    },
    headers: { origin: baseURL ?? '' },
  });
  expect(saved.status()).toBe(200);

  const visitor = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const shopper = await visitor.newPage();
  expect((await shopper.goto(`/en-us/${key}`))?.status()).toBe(404);

  await page.reload();
  await draftOf(key).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(drafts.getByRole('status')).toHaveText(`Published ${key} (page).`);
  await expect(draftOf(key)).toHaveCount(0);
  await expect(draftOf('home')).toBeVisible();

  expect((await shopper.goto(`/en-us/${key}`))?.status()).toBe(200);
  await expect(shopper.getByRole('main').getByRole('heading', { name: heading })).toBeVisible();
  await visitor.close();
});
