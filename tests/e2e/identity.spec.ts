import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiHeaders } from './helpers/api-headers';

/**
 * A shopper's identity journey against the real API: sign out, sign in through the header's
 * dialog, and recover a forgotten password through the mail the store sends (read in the dev
 * outbox). The steps share one account and run in order.
 */
test.describe.configure({ mode: 'serial' });

const shopper = {
  email: `ada.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`,
  password: 'Sneakers24',
  newPassword: 'Trainers2025',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

/** Creates the account through the API, as the sign-up page would (offline reCAPTCHA token). */
async function signUp(request: APIRequestContext) {
  const response = await request.post('/api/consumers-v3/auth/signup', {
    headers: apiHeaders(),
    data: {
      email: shopper.email,
      password: shopper.password,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      countryCode: 'US',
      isTermsConfirmed: true,
      recaptcha_response: `offline.register.${randomBytes(18).toString('base64url')}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function fillSignIn(scope: Locator, password: string) {
  await scope.getByLabel('Email').fill(shopper.email);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const greeting = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: `Hi, ${shopper.firstName}` });

test.beforeAll(async ({ request }) => {
  await signUp(request);
});

test('a signed-in shopper signs out from the account page and lands on the home page', async ({
  page,
}) => {
  await page.goto('/en-us/sign-in');
  await fillSignIn(page.getByRole('main'), shopper.password);
  await expect(page).toHaveURL(/\/en-us\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hi, ${shopper.firstName}`);
  await expect(page.getByRole('main')).toContainText(shopper.email);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The session is gone on the server too, not only on the page.
  await page.goto('/en-us/account');
  await expect(page.getByText('Sign in to see your account.')).toBeVisible();
});

test.describe('before the page is interactive', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s Sign in leads to the sign-in page', async ({ page }) => {
    await page.goto('/en-us');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en-us\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

test('a shopper signs in through the header dialog and is greeted by name', async ({ page }) => {
  await page.goto('/en-us');
  const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
  // A click that lands before the header has hydrated follows the link to the sign-in page;
  // click again until the dialog opens.
  await expect(async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();

  // Simplified enrollment: the email comes first, and a known one leads to the password.
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(shopper.email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toBeFocused();

  await dialog.getByLabel('Password', { exact: true }).fill('Not-the-password1');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('The email or password is incorrect.');
  await expect(dialog.getByRole('link', { name: 'Reset your password' })).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

  // The account has no phone yet, so the flow offers to complete the profile; this shopper
  // skips every step (there are at most five) and finishes.
  await expect(dialog.getByRole('heading', { name: 'Add your mobile number' })).toBeVisible();
  const skip = dialog.getByRole('button', { name: 'Not now' });
  for (let step = 0; step < 5 && (await skip.isVisible()); step += 1) {
    const heading = await dialog.getByRole('heading', { level: 3 }).first().textContent();
    await skip.click();
    await expect(dialog.getByRole('heading', { level: 3 }).first()).not.toHaveText(heading ?? '');
  }
  await dialog.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(dialog).toBeHidden();
  await expect(greeting(page)).toBeVisible();

  // Still signed in after a reload: the session lives in the cookies.
  await page.reload();
  await expect(greeting(page)).toBeVisible();
});

test('a shopper resets a forgotten password from the emailed link and signs in with it', async ({
  page,
}) => {
  await page.goto('/en-us/forgot-password');
  await page.getByRole('main').getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If an account exists for that email')).toBeVisible();

  // The mail is written just after the reply; reload the outbox until it shows.
  const mail = page
    .getByRole('row')
    .filter({ hasText: shopper.email })
    .filter({ hasText: 'password-reset' })
    .first()
    .getByRole('link');
  await expect(async () => {
    await page.goto('/en-us/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await mail.click();

  await page.getByRole('link', { name: /\/en-us\/reset-password\?token=/ }).click();
  await expect(page).toHaveURL(/\/en-us\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill(shopper.newPassword);
  await page.getByLabel('Confirm new password').fill(shopper.newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in with your new password' }).click();
  await expect(page).toHaveURL(/\/en-us\/sign-in$/);
  await fillSignIn(page.getByRole('main'), shopper.newPassword);
  await expect(page).toHaveURL(/\/en-us\/account$/);
  await expect(greeting(page)).toBeVisible();
});
