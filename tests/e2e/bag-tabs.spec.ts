import { expect, test, type Page } from '@playwright/test';
import {
  addSomethingToTheBag,
  bagCount,
  lineQuantity,
  pageCount,
  removeButton,
} from './helpers/bag';

/**
 * One bag in several places (issue 12, item 2): tabs of one browser learn of each other's
 * changes at once, and a page that missed a change (another device, or a tab that slept)
 * never overwrites the newer bag: its change is re-applied to the fresh one or explained.
 */

// Each test fills a bag through the catalogue first.
test.describe.configure({ timeout: 180_000 });

const increase = (page: Page, name: string) =>
  page.getByRole('button', { name: `Increase quantity of ${name}` });

/**
 * The line shows `qty`, and the header agrees with the bag under it (a free gift may join the
 * count once the bag is big enough, so the count is the bag's own, not the line's).
 */
async function expectLine(page: Page, name: string, qty: number): Promise<void> {
  await expect(lineQuantity(page, name)).toHaveText(String(qty));
  await expect
    .poll(async () => {
      const stated = await pageCount(page);
      return stated >= qty && stated === (await bagCount(page));
    })
    .toBe(true);
}

test('two tabs show one bag: a change in either shows in the other at once', async ({
  page,
  context,
}) => {
  const name = await addSomethingToTheBag(page);
  await page.goto('/en-us/cart');
  const other = await context.newPage();
  await other.goto('/en-us/cart');
  await expectLine(page, name, 1);
  await expectLine(other, name, 1);

  await increase(page, name).click();
  await expectLine(page, name, 2);
  await expectLine(other, name, 2);

  await increase(other, name).click();
  await expectLine(other, name, 3);
  await expectLine(page, name, 3);

  await removeButton(other, name).click();
  await expect(other.getByText('Your bag is empty')).toBeVisible();
  await expect(page.getByText('Your bag is empty')).toBeVisible();
  await expect(removeButton(page, name)).toBeHidden();
  await expect.poll(() => bagCount(page)).toBe(0);
});

test('a page that missed a change re-applies its + to the newer bag, and learns of a removed line', async ({
  page,
  context,
}) => {
  const name = await addSomethingToTheBag(page);
  // Two pages that hear nothing from each other, like tabs on two devices or a background tab
  // the browser froze: their messages are dropped, so only the cart versions can keep them right.
  await context.addInitScript(() => {
    window.BroadcastChannel = class {
      postMessage() {}
      addEventListener() {}
      removeEventListener() {}
      close() {}
    } as unknown as typeof BroadcastChannel;
  });
  await page.goto('/en-us/cart');
  const elsewhere = await context.newPage();
  await elsewhere.goto('/en-us/cart');
  await expectLine(page, name, 1);
  await expectLine(elsewhere, name, 1);

  await increase(page, name).click();
  await expectLine(page, name, 2);
  await expect(lineQuantity(elsewhere, name)).toHaveText('1');

  // "+" on the old 1 means one more than the bag now holds: 3, not 2.
  await increase(elsewhere, name).click();
  await expectLine(elsewhere, name, 3);
  await page.reload();
  await expectLine(page, name, 3);

  await removeButton(elsewhere, name).click();
  await expect(elsewhere.getByText('Your bag is empty')).toBeVisible();

  // The line is gone: "+" on it shows the bag as it is now, and says why.
  await increase(page, name).click();
  await expect(page.getByText('Your bag is empty')).toBeVisible();
  await expect(page.getByText('Your bag changed in another window or device.')).toBeVisible();
  await expect(removeButton(page, name)).toBeHidden();
  await expect.poll(() => bagCount(page)).toBe(0);
});

test("the header's count costs no reprice of the bag on pages that do not show it", async ({
  page,
}) => {
  await addSomethingToTheBag(page);
  const fullReads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET' && /^\/api\/cart\/v1\/cart\/[^/]+$/.test(path)) {
      fullReads.push(path);
    }
  });
  await page.goto('/en-us');
  await expect.poll(() => bagCount(page)).toBe(1);
  await page.goto('/en-us/c/men-1000');
  await expect.poll(() => bagCount(page)).toBe(1);
  expect(fullReads).toEqual([]);

  // The bag itself is read in full, with prices and stock checked.
  await page.goto('/en-us/cart');
  await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
  expect(fullReads.length).toBeGreaterThan(0);
});
