import { expect, test, type Page } from '@playwright/test';

/**
 * The regular shoe (server/db/seed/fixtures.ts) is stocked in every store in every size
 * (server/db/seed/store-stock.ts), so any size can be picked up at any seeded store.
 */
const REGULAR_SHOE = 'ST00000001';
const NEW_YORK = 'Stride New York Fifth Avenue';
const BOSTON = 'Stride Boston Back Bay';

/** Opens the regular shoe and chooses its n-th size in stock online. */
async function chooseSize(page: Page, index = 0): Promise<string> {
  await page.goto(`/en-us/p/p-${REGULAR_SHOE}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page
    .getByRole('main')
    .getByRole('radio', { name: /In stock/ })
    .nth(index)
    .check({ force: true });
  return name;
}

const pickupDialog = (page: Page) => page.getByRole('dialog', { name: 'Pick up in store' });

/** Searches the open pickup dialog for a place (else the place it started from) and chooses a store. */
async function chooseStore(page: Page, place: string | null, store: string) {
  const dialog = pickupDialog(page);
  await expect(dialog).toBeVisible();
  if (place) {
    await dialog.getByLabel('Postal code or city').fill(place);
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByRole('heading', { name: `Stores near ${place}` })).toBeVisible();
  }
  await dialog.getByRole('button', { name: `Choose ${store}` }).click();
}

test('a shopper picks up a size in store from the product page', async ({ page }) => {
  const name = await chooseSize(page);
  await page.getByRole('main').getByRole('button', { name: 'Pick up in store' }).click();

  // No favourite store yet: the market's city is offered, the shopper types a place instead.
  const location = page.getByRole('dialog', { name: 'Your location' });
  await expect(location.getByText('Use New York?')).toBeVisible();
  await location.getByRole('button', { name: 'No, I will type a place' }).click();
  await chooseStore(page, '10036', NEW_YORK);
  await expect(pickupDialog(page)).toBeHidden();

  const miniCart = page.getByRole('dialog', { name: 'Your bag' });
  await expect(miniCart.getByRole('link', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  // The store is now the favourite: the page says whether it has the size today.
  await expect(
    page.getByRole('main').getByText(`Pick up today at ${NEW_YORK}: in stock`),
  ).toBeVisible();

  await page.goto('/en-us/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your bag' })).toBeVisible();
  await expect(main.getByText(`Pick up at ${NEW_YORK}`)).toBeVisible();
  await expect(main.getByRole('radio', { name: 'Pick up in store' })).toBeChecked();
});

test('a shopper moves bag lines to a store, then to another store after confirming', async ({
  page,
}) => {
  // Two sizes shipped home (the bag may add a gift of its own: only the shoe's lines count).
  let name = '';
  for (const index of [0, 1]) {
    name = await chooseSize(page, index);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    const miniCart = page.getByRole('dialog', { name: 'Your bag' });
    await expect(miniCart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
  }
  await page.goto('/en-us/cart');
  const main = page.getByRole('main');
  const shoeLines = main.getByRole('group', { name: `Delivery of ${name}` });
  await expect(shoeLines.getByRole('radio', { name: 'Ship to me', checked: true })).toHaveCount(2);

  // The first line to pickup: the guessed city is used once the shopper says yes.
  await shoeLines.getByRole('radio', { name: 'Pick up in store' }).first().click();
  const location = page.getByRole('dialog', { name: 'Your location' });
  await expect(location.getByText('Use New York?')).toBeVisible();
  await location.getByRole('button', { name: 'Yes, search there' }).click();
  await chooseStore(page, null, NEW_YORK);
  await expect(pickupDialog(page)).toBeHidden();
  await expect(main.getByText(`Pick up at ${NEW_YORK}`)).toHaveCount(1);

  // The second line: the dialog starts from the favourite store, no question asked.
  await shoeLines.getByRole('radio', { name: 'Pick up in store', checked: false }).first().click();
  await chooseStore(page, null, NEW_YORK);
  await expect(pickupDialog(page)).toBeHidden();
  await expect(main.getByText(`Pick up at ${NEW_YORK}`)).toHaveCount(2);

  // Another store for one line asks to move them all.
  await main
    .getByRole('button', { name: /^Change store for / })
    .first()
    .click();
  await chooseStore(page, 'Boston', BOSTON);
  const confirm = page.getByRole('dialog', { name: 'Change store' });
  await expect(confirm.getByText(`Move all store items to ${BOSTON}?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Move all items' }).click();
  await expect(confirm).toBeHidden();
  await expect(pickupDialog(page)).toBeHidden();
  await expect(main.getByText(`Pick up at ${BOSTON}`)).toHaveCount(2);
  await expect(main.getByText(`Pick up at ${NEW_YORK}`)).toHaveCount(0);
});
