import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';

/**
 * A visitor subscribes from the footer form and confirms through the link the store mails
 * (read in the demo's dev outbox); the same address asked again answers the same success.
 */
const email = `reader.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;

test('a visitor subscribes to the newsletter from the footer and confirms through the outbox link', async ({
  page,
}) => {
  await page.goto('/en-us');
  const footer = page.getByRole('contentinfo');
  // The form loads as the shopper scrolls down to it.
  await footer.scrollIntoViewIfNeeded();
  const form = footer.getByRole('form', { name: 'Newsletter' });

  // The policy box is required: nothing is sent without it.
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please tick this box to continue')).toBeVisible();

  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('heading', { name: 'Thanks for subscribing!' })).toBeFocused();

  // The mail is written just after the reply; reload the outbox until it shows.
  const mail = page
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: 'newsletter-confirmation' })
    .first()
    .getByRole('link');
  await expect(async () => {
    await page.goto('/en-us/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await mail.click();

  await page.getByRole('link', { name: /\/en-us\/newsletter\/confirm\?token=/ }).click();
  await expect(page).toHaveURL(/\/en-us\/newsletter\/confirm\?token=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your newsletter subscription is confirmed. Welcome!',
  );

  // The link works once.
  await page.reload();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This confirmation link is not valid or has expired.',
  );

  // Asking again with a confirmed address shows the same success, and mails nothing more.
  await page.goto('/en-us');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const again = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  await again.getByLabel('Email address').fill(email);
  await again.getByRole('checkbox', { name: /privacy policy/ }).check();
  await again.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'Thanks for subscribing!' }),
  ).toBeVisible();
  await page.goto('/en-us/dev/outbox');
  await expect(
    page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'newsletter-confirmation' }),
  ).toHaveCount(1);
});

test("a visitor subscribes from the home page's newsletter block", async ({ page }) => {
  await page.goto('/en-us');
  const block = page.getByRole('region', { name: 'Run with us' });
  await block.scrollIntoViewIfNeeded();
  const form = block.getByRole('form', { name: 'Run with us' });
  await form.getByLabel('Email address').fill(`block.${email}`);
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByRole('heading', { name: 'Thanks for subscribing!' })).toBeFocused();
});
