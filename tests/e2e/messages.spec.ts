import { expect, test } from '@playwright/test';
import { addSomethingToTheBag } from './helpers/bag';

test('a 200-character promo code is refused in words a shopper understands', async ({ page }) => {
  await addSomethingToTheBag(page);
  await page.goto('/en-us/cart');
  const code = page.getByRole('textbox', { name: 'Enter a promo code' });
  await code.fill('SAVE'.repeat(50));
  await expect(code).toHaveValue('SAVE'.repeat(50));
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Promo codes have at most 40 characters.' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/body\.|Too big|expected string/);
});

test('an over-long email is kept whole and called too long, not cut and called invalid', async ({
  page,
}) => {
  await page.goto('/en-us/sign-in');
  const email = page.getByRole('main').getByLabel('Email');
  const long = `${'a'.repeat(110)}@example.com`;
  await email.fill(long);
  await expect(email).toHaveValue(long);
  await page.getByLabel('Password', { exact: true }).fill('Sneakers24');
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main')).toContainText(
    'Value must not be longer than 100 characters',
  );
  await expect(email).toHaveValue(long);
});
