import { DEMO_PROGRAMME_ACCOUNTS } from './demo-programme-accounts';
import { DEMO_SHOPPER } from './demo-shopper';
import { SEED_ASSOCIATE_PASSWORD } from './fixtures';
import type { SeedSummary } from './run';

const number = (value: number) => value.toLocaleString('en-US');

/** A few lines for the terminal after `npm run db:seed`. */
export function formatSummary(summary: SeedSummary, mediaDir: string | null): string {
  const { rows } = summary;
  const lines = [
    `Seeded Stride demo data in ${(summary.durationMs / 1000).toFixed(1)} s${summary.replaced ? ' (replaced the previous seed)' : ''}`,
    `  catalogue   ${number(rows.products)} products, ${number(rows.variants)} variants, ${number(rows.variantPrices)} prices, ${number(rows.productColors)} colourways`,
    `  listings    ${number(rows.categories)} categories, ${number(rows.productCategories)} product placements`,
    `  stock       ${number(rows.inventory)} online, ${number(rows.storeInventory)} store rows`,
    `  stores      ${number(rows.stores)} stores, ${number(rows.storeEmployees)} employees (${summary.demoStaffPasswords ? `demo password ${SEED_ASSOCIATE_PASSWORD}` : 'no passwords: set them with npm run staff:create'})`,
    `  shopper     ${summary.demoShopper ? `${DEMO_SHOPPER.email}, password ${DEMO_SHOPPER.password}, with orders in every status` : 'none (demo mode only)'}`,
    ...(summary.demoProgrammeAccounts
      ? Object.entries(DEMO_PROGRAMME_ACCOUNTS).map(
          ([role, account]) => `  ${role.padEnd(12)}${account.email}, password ${account.password}`,
        )
      : []),
    `  other       ${number(rows.countries)} countries, ${number(rows.canvases)} canvases`,
    summary.rendered && mediaDir
      ? `  images      ${number(summary.rendered.rendered)} rendered, ${number(summary.rendered.reused)} already there, in ${mediaDir}`
      : `  images      skipped (${number(summary.imageFiles)} files referenced)`,
  ];
  const { kept, dropped } = summary.ownStaff;
  if (kept > 0) {
    lines.push(
      `  staff       ${number(kept - dropped)} associate${kept - dropped === 1 ? '' : 's'} with their own password kept${dropped ? `, ${number(dropped)} dropped: their store is gone or a seeded associate has their email` : ''}`,
    );
  }
  if (summary.basketLinesDropped > 0) {
    lines.push(
      `  baskets     ${number(summary.basketLinesDropped)} lines dropped: their variants no longer exist`,
    );
  }
  return lines.join('\n');
}
