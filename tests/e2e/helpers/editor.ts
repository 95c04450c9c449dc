import { expect, type Page } from '@playwright/test';

/** The seeded demo editor (server/db/seed/own-staff.ts). */
export const EDITOR = { id: 'E90001', name: 'Eva Editor', password: 'Associate#2026' };

export async function signInAsEditor(page: Page) {
  await page.goto('/en-us/editor');
  await page.getByLabel('Staff id').fill(EDITOR.id);
  await page.getByLabel('Password', { exact: true }).fill(EDITOR.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(`Signed in as ${EDITOR.name} (${EDITOR.id})`)).toBeVisible();
}
