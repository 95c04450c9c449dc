import { expect, test, type Page } from '@playwright/test';
import { signIn, signUp } from './helpers/bag';

/** Favorites against the real API: hearts as a guest, the list after sign-in, share links. */

const heartPrefix = 'Favorite: ';

/** Hearts the first `count` products of the men's listing; returns their names. */
async function heartProducts(page: Page, count: number): Promise<string[]> {
  await page.goto('/en-us/c/men-1000');
  const hearts = page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${heartPrefix}`) });
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const heart = hearts.nth(index);
    names.push(((await heart.getAttribute('aria-label')) ?? '').slice(heartPrefix.length));
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }
  return names;
}

test('a guest hearts two products, signs in, finds them in favorites and shares the list', async ({
  page,
  request,
  browser,
}) => {
  const shopper = await signUp(request);
  const names = await heartProducts(page, 2);

  // Kept by the server for the guest's session, not by the page.
  await page.reload();
  await expect(
    page.getByRole('main').getByRole('button', { name: `${heartPrefix}${names[0]}` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await signIn(page, shopper);
  await page.getByRole('banner').getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/en-us\/favorites$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(main.getByText('2 products')).toBeVisible();
  for (const name of names) {
    await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await main.getByRole('button', { name: 'Create a share link' }).click();
  const link = main.getByLabel('Share link');
  await expect(link).toHaveValue(/\/en-us\/favorites\/shared\/[A-Za-z0-9_-]{43}$/);
  const sharedUrl = await link.inputValue();

  // Someone else, with no session of the owner's: the list, read-only.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(sharedUrl);
  const shared = visitor.getByRole('main');
  await expect(shared.getByRole('heading', { level: 1, name: 'Shared favorites' })).toBeVisible();
  for (const name of names) {
    await expect(shared.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(shared.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(shared).not.toContainText(shopper.email);

  // Revoked: the same link now finds nothing, for good.
  await main.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(main.getByText('Your list is no longer shared')).toBeVisible();
  await visitor.reload();
  await expect(
    shared.getByRole('heading', { level: 1, name: 'This list is not shared' }),
  ).toBeVisible();
  await visitorContext.close();
});

test('a shopper moves a favorite to the bag with a size and removes another', async ({
  page,
  request,
}) => {
  const shopper = await signUp(request);
  await signIn(page, shopper);
  const [first, second] = await heartProducts(page, 2);

  await page.goto('/en-us/favorites');
  const main = page.getByRole('main');
  const moveFirst = main.getByRole('button', { name: `Move ${first} to bag` });
  const sizeOfFirst = main.getByLabel(`Size for ${first}`);
  await expect(sizeOfFirst).toBeVisible();
  // No size yet: the page asks for one instead of sending.
  if ((await sizeOfFirst.inputValue()) === '') {
    await moveFirst.click();
    await expect(main.getByRole('alert')).toHaveText('Choose a size first.');
    const inStock = await sizeOfFirst
      .locator('option:not([disabled]):not([value=""])')
      .first()
      .getAttribute('value');
    await sizeOfFirst.selectOption(inStock ?? '');
  }
  await moveFirst.click();
  const miniCart = page.getByRole('dialog', { name: 'Your bag' });
  await expect(miniCart.getByRole('link', { name: first })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(main.getByRole('link', { name: first, exact: true })).toBeHidden();

  await main.getByRole('button', { name: `Remove ${second} from favorites` }).click();
  await expect(main.getByText('You have no favorites yet.')).toBeVisible();
});
