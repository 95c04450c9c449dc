import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';

/** The seeded demo shopper, who has orders in every status (README, "Demo data"). */
export const demoShopper = {
  email: 'demo.shopper@stride.example',
  password: 'Sneakers24',
  firstName: 'Demo',
};

/** Starts `action`, waits for the download it triggers and checks the file is a PDF. */
export async function downloadPdf(page: Page, action: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download');
  await action();
  const file = await download;
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return file;
}

/** The account's Orders entry, as a shopper reaches it from the account menu. */
export async function openOrders(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeFocused();
}
