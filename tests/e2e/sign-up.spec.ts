import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';

/** Sign-up and the associate's buy-in-store session, against the real API and seeded data. */

test('a shopper fixes a weak password, signs up and lands signed in', async ({ page }) => {
  const email = `grace.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
  // The form asks for the server's clock (the age rule) once it runs in the page; typing
  // starts after that. (A first name typed while the page was still loading was once missed at
  // submit; that race is not what this test is about.)
  const hydrated = page.waitForResponse((response) => response.url().endsWith('/fapi/server/time'));
  await page.goto('/en-us/sign-up');
  const form = page.getByRole('main');
  await expect(form.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await hydrated;

  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Email', { exact: true }).fill(email);
  const password = form.getByLabel('Password', { exact: true });
  await password.fill('sneakers');
  await form.getByLabel('Date of birth (optional)').fill('12/09/1990');
  await form.getByLabel('I accept the terms of use').check();
  await form.getByLabel('I have read the privacy policy').check();
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expect(form.getByText('Password does not meet requirements.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'password requirements' })).toHaveText(
    '2 of 4 password requirements met',
  );

  await password.fill('Sneakers24');
  await expect(password).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Create account' }).click();

  // The account exists and the shopper is signed in before being asked anything more.
  const interests = page.getByRole('dialog', { name: 'What are you into?' });
  await expect(interests).toBeVisible();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Grace' })).toBeAttached();
  await interests.getByLabel('Running').check();
  await interests.getByRole('button', { name: 'Continue' }).click();
  await expect(interests).toBeHidden();

  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await expect(welcome).toContainText('Welcome to Stride, Grace!');
  await welcome.getByRole('button', { name: 'Start shopping' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Grace' })).toBeVisible();
});

test('an associate runs a buy-in-store session and ends it', async ({ page }) => {
  await page.goto('/en-us/associate-login');
  await page.getByLabel('Store', { exact: true }).selectOption('US001');
  const employee = page.getByLabel('Employee', { exact: true });
  await expect(employee.locator('option[value="E10001"]')).toBeAttached();
  await employee.selectOption('E10001');
  await page.getByLabel('Password', { exact: true }).fill('Associate#2026');
  await page.getByRole('button', { name: 'Start session' }).click();

  await expect(page).toHaveURL(/\/en-us$/);
  const banner = page.getByRole('region', { name: 'Buy-in-store session' });
  await expect(banner).toContainText(/Buy in store: .+ · .+/);

  // The session belongs to the tab: it is still there on the next page.
  await page.reload();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'End session' }).click();
  await expect(page).toHaveURL(/\/en-us\/associate-login$/);
  await expect(banner).toBeHidden();
});

for (const [locale, firstNameLabel] of [
  ['en-us', 'First name'],
  ['de-de', 'Vorname'],
] as const) {
  test(`the ${locale} sign-up page hydrates without a mismatch and keeps a name typed at once`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const hydrated = page.waitForResponse((response) =>
      response.url().endsWith('/fapi/server/time'),
    );
    await page.goto(`/${locale}/sign-up`, { waitUntil: 'commit' });
    // Typed the moment the field appears, before the page has finished hydrating.
    const firstName = page.getByRole('main').getByLabel(firstNameLabel, { exact: true });
    await firstName.fill('Grace');
    await hydrated;
    await page.waitForLoadState('networkidle');
    await expect(firstName).toHaveValue('Grace');
    expect(errors.filter((text) => /hydrat|#418|did not match/i.test(text))).toEqual([]);
  });
}

test('the sign-in page and the account page lead to sign-up', async ({ page }) => {
  await page.goto('/en-us/sign-in');
  await page.getByRole('main').getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();

  await page.goto('/en-us/account');
  await page.getByRole('main').getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en-us\/sign-up$/);
});
