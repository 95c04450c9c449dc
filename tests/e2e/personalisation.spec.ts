import { expect, test, type Page } from '@playwright/test';
import { addSomethingToTheBag, signIn } from './helpers/bag';

/**
 * The home hero is a segmentation block (docs/personalisation.md): signed-in loyalty members
 * get their own hero, everyone else the season's, and QA can force the members' hero with
 * p13n_testcontext. The box is reserved from the first paint, so the swap moves nothing.
 */

const seasonHero = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Made for every stride' });
const membersHero = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Welcome back, member' });
const heroBox = (page: Page) => page.locator('[data-personalised="home-hero"]');

/**
 * Opens `path` with the decide call held back, measures the hero's box (and runs `whileWaiting`)
 * while it waits, then lets the decision through and measures again once the box shows an
 * alternative.
 */
async function openMeasuringTheSwap(page: Page, path: string, whileWaiting: () => Promise<void>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/engine/v1/decide/**', async (route) => {
    await released;
    await route.continue();
  });
  // Timers stand still, so the block's fallback to its baseline cannot end the wait first.
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(heroBox(page)).toHaveAttribute('aria-busy', 'true');
  const before = await heroBox(page).boundingBox();
  await whileWaiting();
  release();
  await expect(heroBox(page)).toHaveAttribute('data-showing', /.+/);
  const after = await heroBox(page).boundingBox();
  return { before, after };
}

test('a new visitor sees the season hero from the first paint, in a box that does not move', async ({
  page,
}) => {
  // Nothing is known of a visitor without a session, so the decision cannot differ.
  const { before, after } = await openMeasuringTheSwap(page, '/en-us', () =>
    expect(seasonHero(page)).toBeVisible(),
  );
  await expect(seasonHero(page)).toBeVisible();
  await expect(membersHero(page)).toHaveCount(0);
  await expect(heroBox(page)).toHaveAttribute('data-showing', 'baseline');
  expect(after).toEqual(before);
});

/** Waits until the browser holds a session, and says whose: `guest` or `consumer`. */
async function sessionHint(page: Page): Promise<string> {
  let hint: string | undefined;
  await expect(async () => {
    hint = (await page.context().cookies()).find(({ name }) => name === 'stride_session')?.value;
    expect(hint).toBeDefined();
  }).toPass();
  return hint!;
}

test('a returning guest with an empty bag sees the season hero from the first paint too', async ({
  page,
}) => {
  await page.goto('/en-us');
  expect(await sessionHint(page)).toBe('guest');
  // A guest with nothing in the bag is in the same audiences as a browser without a session.
  const { before, after } = await openMeasuringTheSwap(page, '/en-us', () =>
    expect(seasonHero(page)).toBeVisible(),
  );
  await expect(heroBox(page)).toHaveAttribute('data-showing', 'baseline');
  expect(after).toEqual(before);
});

test('a guest with something in the bag waits for the decision', async ({ page }) => {
  await addSomethingToTheBag(page);
  expect(await sessionHint(page)).toBe('guest');
  // A hero for shoppers with a full bag may exist, so the season's must not flash first.
  await openMeasuringTheSwap(page, '/en-us', () => expect(seasonHero(page)).toBeHidden());
  await expect(seasonHero(page)).toBeVisible();
});

test('a signed-in loyalty member sees the members hero, linking to the programme', async ({
  page,
}) => {
  // The seeded demo member (README, server/db/seed/demo-programme-accounts.ts).
  await signIn(page, {
    email: 'demo.member@stride.example',
    password: 'Members24',
    firstName: 'Maya',
  });
  // The member may see another hero, so nothing shows before the decision: no season hero flash.
  const { before, after } = await openMeasuringTheSwap(page, '/en-us', async () => {
    await expect(seasonHero(page)).toBeHidden();
    await expect(membersHero(page)).toBeHidden();
  });
  await expect(membersHero(page)).toBeVisible();
  await expect(seasonHero(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See your rewards' })).toHaveAttribute(
    'href',
    '/en-us/loyalty',
  );
  expect(after).toEqual(before);
});

test('p13n_testcontext forces the members hero for a guest', async ({ page }) => {
  const context = encodeURIComponent(JSON.stringify({ variants: ['loyalty-member'] }));
  await page.goto(`/en-us?p13n_testcontext=${context}`);
  await expect(membersHero(page)).toBeVisible();
  await expect(seasonHero(page)).toHaveCount(0);
});

test('a malformed p13n_testcontext is ignored', async ({ page }) => {
  await page.goto('/en-us?p13n_testcontext=%7Bvariants');
  await expect(seasonHero(page)).toBeVisible();
});
