import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiHeaders } from './api-headers';

/** The count the header's bag link announces ("Bag, 3 items"), 0 for "Bag, empty". */
export async function bagCount(page: Page): Promise<number> {
  const label = (await page.getByRole('link', { name: /^Bag, / }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) items?/.exec(label)?.[1] ?? 0);
}

/**
 * Adds the first in-stock size of the first men's product that can be bought now and closes
 * the mini cart. Returns the product's name, as the bag's buttons name it.
 */
export async function addSomethingToTheBag(page: Page): Promise<string> {
  await page.goto('/en-us/c/men-1000');
  const hrefs = await page
    .getByRole('main')
    .locator('article a[href*="/en-us/p/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  for (const href of hrefs) {
    await page.goto(href);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const addButton = page.getByRole('button', { name: 'Add to cart', exact: true }).first();
    const inStock = page.getByRole('radio', { name: /In stock/ }).first();
    try {
      await expect(inStock).toBeAttached({ timeout: 5_000 });
      await expect(addButton).toBeVisible({ timeout: 2_000 });
    } catch {
      continue;
    }
    await inStock.check({ force: true });
    await addButton.click();
    const miniCart = page.getByRole('dialog', { name: 'Your bag' });
    await expect(miniCart).toBeVisible();
    await expect(miniCart.getByRole('link', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
    return name;
  }
  throw new Error('No product could be added to the bag.');
}

export interface Shopper {
  email: string;
  password: string;
  firstName: string;
}

/** Creates an account through the API, as the sign-up page would (offline reCAPTCHA token). */
export async function signUp(request: APIRequestContext): Promise<Shopper> {
  const shopper = {
    email: `bag.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`,
    password: 'Sneakers24',
    firstName: 'Grace',
  };
  const reply = await request.post('/api/consumers-v3/auth/signup', {
    headers: apiHeaders(),
    data: {
      email: shopper.email,
      password: shopper.password,
      firstName: shopper.firstName,
      lastName: 'Hopper',
      countryCode: 'US',
      isTermsConfirmed: true,
      recaptcha_response: `offline.register.${randomBytes(18).toString('base64url')}`,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return shopper;
}

/** Signs in on the sign-in page, which then shows the account. */
export async function signIn(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/en-us/sign-in');
  await page.getByRole('main').getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/account/);
}

/** The line's remove button on the bag page, which only a line that is shown has. */
export const removeButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Remove ${name} from your bag` });

/** The quantity the bag page shows for a line. */
export const lineQuantity = (page: Page, name: string) =>
  page.getByRole('group', { name: `Quantity of ${name}` }).locator('output');

/** The count the bag page itself states above its lines ("3 items"). */
export async function pageCount(page: Page): Promise<number> {
  const text = await page
    .getByRole('main')
    .getByText(/^\d+ items?$/)
    .textContent();
  return Number(/\d+/.exec(text ?? '')?.[0] ?? -1);
}

/**
 * Remembers, in each page of the context, whether "Your bag is empty" was ever on screen, so a
 * test can tell a bag that showed at once from one that first claimed to be empty.
 */
export async function watchForEmptyBag(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const flag = window as unknown as { sawEmptyBag?: boolean };
    new MutationObserver(() => {
      if (document.body?.innerText.includes('Your bag is empty')) flag.sawEmptyBag = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export const sawEmptyBag = (page: Page) =>
  page.evaluate(() => (window as unknown as { sawEmptyBag?: boolean }).sawEmptyBag ?? false);

/** A slow network on the refresh call: tabs that refresh at once then overlap for sure. */
export async function slowRefresh(context: BrowserContext, delayMs = 1_500): Promise<void> {
  await context.route('**/api/token/v2/auth/refresh', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}
