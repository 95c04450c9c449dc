import { expect, test } from '@playwright/test';

test('on a phone a German shopper sees EU shoe sizes with the US size beneath, and the bag names them alike', async ({
  page,
}) => {
  await page.goto('/de-de/p/mens-zephyr-wave-2-training-shoe-ST00000006');
  const sizes = page.getByRole('group', { name: 'Größen' });
  await expect(sizes.getByRole('radio', { name: 'EU 42 (US 8.5), Ausverkauft' })).toBeAttached();
  await expect(sizes.getByText('US 8.5', { exact: true })).toBeVisible();

  const inStock = sizes
    .getByRole('radio', { name: /^EU [\d.]+ \(US [\d.]+\), Auf Lager$/ })
    .first();
  const name = (await inStock.evaluate((radio) => radio.closest('label')?.textContent)) ?? '';
  const size = /EU [\d.]+ \(US [\d.]+\)/.exec(name)?.[0] ?? 'none';
  await inStock.check({ force: true });
  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Dein Warenkorb' })).toContainText(`Größe ${size}`);
});
