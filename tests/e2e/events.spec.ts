import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { signIn, signUp } from './helpers/bag';

/**
 * A signed-in shopper finds the seeded two-day event from the footer, signs up with both days
 * and a guest, sees the confirmation, and the confirmation mail is in the demo's outbox.
 */
test('a signed-in shopper registers for the trail weekend with a guest', async ({
  page,
  request,
}) => {
  const shopper = await signUp(request);
  await signIn(page, shopper);

  await page.goto('/en-us');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Stride Trail Weekend' }).click();
  await expect(page).toHaveURL(/\/en-us\/events\/trail-weekend$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stride Trail Weekend' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stride Trail Weekend' });
  await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(shopper.email);
  await expect(dialog.getByLabel('Email')).toBeDisabled();
  const days = dialog.getByRole('group', { name: 'Days you will attend' });
  await expect(days.getByRole('checkbox')).toHaveCount(2);
  await expect(days.getByRole('checkbox').first()).toBeChecked();

  await dialog.getByLabel("I'm bringing a guest").check();
  await dialog.getByLabel("Guest's full name").fill('Zoë Martin');
  await dialog.getByLabel('I accept the event terms').check();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm my place' }).click();

  await expect(dialog.getByRole('heading', { name: 'You are on the list!' })).toBeFocused();
  // The confirmation's Close, after the dialog's own close button in the header.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  const mail = page
    .getByRole('row')
    .filter({ hasText: shopper.email })
    .filter({ hasText: 'event-registration' })
    .first();
  await expect(async () => {
    await page.goto('/en-us/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await mail.getByRole('link').click();
  await expect(page.getByText('Zoë Martin')).toBeVisible();
});
