import type { Database } from '@/server/db/client';
import { writeDatafile } from '@/server/experiments/datafile-store';
import { demoDatafile } from '@/lib/experiments/demo-datafile';
import {
  canvases,
  categories,
  countries,
  coupons,
  promotions,
  storeEmployees,
  stores,
} from '@/server/db/schema';
import { writeCatalogue, type CatalogueCounts } from './catalog-writer';
import { categoryRows } from './categories';
import { seedDemoProgrammeAccounts } from './demo-programme-accounts';
import { seedDemoShopper, type DemoShopperOptions } from './demo-shopper';
import { seedCheckoutDemo } from './checkout';
import { writeCatalogueVideo } from './catalogue-video';
import { withInsertTriggersDeferred } from './deferred-triggers';
import { canvasRows } from './content';
import { countryRows } from './countries';
import { DEFAULT_PRODUCT_COUNT, MIN_PRODUCT_COUNT } from './fixtures';
import { ImageRegistry } from './image-jobs';
import { renderImages, type RenderResult } from './images';
import { insertRows } from './insert-rows';
import type { KeptStaff } from './own-staff';
import { couponRows, promotionRows } from './promotions';
import { seedProductSets } from './product-sets';
import { clearSeededTables } from './reset';
import { seedReviews } from './reviews';
import { demoAssociatePasswordHash, employeeRows, storeRows } from './stores';

/** Style ids hold six digits of product number. */
const MAX_PRODUCT_COUNT = 999_999;

export interface SeedOptions {
  /** Catalogue size including the gift card and the free gift; default 180, at least 16. */
  products?: number;
  /**
   * `{ dir }` renders product and content images as WebP under that media folder
   * (the app serves it as /media); `false` (the default) skips rendering. Rows are the same
   * either way.
   */
  images?: { dir: string } | false;
  /** Progress lines; silent by default. */
  log?: (line: string) => void;
  /**
   * Gives the seeded associates the public demo password (SEED_ASSOCIATE_PASSWORD): for demo
   * mode only. Off (the default) they have none and cannot sign in until `npm run
   * staff:create` sets one. Either way, associates with a password of their own are kept.
   */
  demoStaffPasswords?: boolean;
  /**
   * Seeds the demo shopper (DEMO_SHOPPER: public password, saved address, orders in every
   * status): for demo mode only. Off (the default), a demo shopper left by an earlier seed is
   * removed with their orders.
   */
  demoShopper?: DemoShopperOptions | false;
}

export interface SeedSummary {
  /** A previous seed was replaced. */
  replaced: boolean;
  /** Basket lines whose variant no longer exists after reseeding. */
  basketLinesDropped: number;
  /** Seeded associates got the demo password. */
  demoStaffPasswords: boolean;
  /** The demo shopper and their orders were seeded. */
  demoShopper: boolean;
  /** The demo's loyalty member, employee, athlete and IPA member were seeded (with the shopper). */
  demoProgrammeAccounts: boolean;
  /** Associates with a password of their own, kept through the reseed (or dropped). */
  ownStaff: KeptStaff;
  rows: CatalogueCounts & {
    categories: number;
    countries: number;
    stores: number;
    storeEmployees: number;
    canvases: number;
  };
  /** Distinct image files the rows point at. */
  imageFiles: number;
  /** Null when rendering was skipped. */
  rendered: RenderResult | null;
  durationMs: number;
}

/**
 * Replaces the demo data — catalogue, prices, stock, categories, stores, countries, CMS
 * canvases and, in demo mode, the demo shopper — in one transaction, then renders the images
 * the rows point at. The database must be migrated. The same options always produce the same
 * rows, but for the demo shopper's, whose orders are dated from the seed's run.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (
    !Number.isInteger(productCount) ||
    productCount < MIN_PRODUCT_COUNT ||
    productCount > MAX_PRODUCT_COUNT
  ) {
    throw new Error(
      `products must be a whole number from ${MIN_PRODUCT_COUNT} to ${MAX_PRODUCT_COUNT}, got ${productCount}`,
    );
  }
  const log = options.log ?? (() => {});
  const demoStaffPasswords = options.demoStaffPasswords ?? false;
  const started = performance.now();
  const images = new ImageRegistry();

  const written = await db.transaction(async (tx) => {
    const cleared = await clearSeededTables(tx, demoAssociatePasswordHash());
    const fixed = {
      categories: categoryRows(),
      countries: countryRows(),
      stores: storeRows(),
      storeEmployees: employeeRows({ demoPasswords: demoStaffPasswords }),
    };
    await insertRows(tx, categories, fixed.categories);
    await insertRows(tx, countries, fixed.countries);
    await insertRows(tx, stores, fixed.stores);
    await insertRows(tx, storeEmployees, fixed.storeEmployees);
    const ownStaff = await cleared.restoreOwnStaff();
    log(`Writing ${productCount.toLocaleString('en-US')} products…`);
    const catalogue = await withInsertTriggersDeferred(tx, () =>
      writeCatalogue(tx, productCount, images, log),
    );
    const canvasList = canvasRows(images);
    await insertRows(tx, canvases, canvasList);
    await tx.insert(promotions).values(promotionRows());
    await tx.insert(coupons).values(couponRows());
    await cleared.restoreRedemptions();
    await seedProductSets(tx);
    await seedReviews(tx);
    await seedCheckoutDemo(tx);
    await writeDatafile(tx, demoDatafile, 'seed', new Date());
    return {
      replaced: cleared.hadProducts,
      basketLinesDropped: await cleared.restoreBasketItems(),
      ownStaff,
      demoShopper: await seedDemoShopper(tx, options.demoShopper ?? false),
      demoProgrammeAccounts: await seedDemoProgrammeAccounts(tx, options.demoShopper ?? false),
      rows: {
        ...catalogue,
        categories: fixed.categories.length,
        countries: fixed.countries.length,
        stores: fixed.stores.length,
        storeEmployees: fixed.storeEmployees.length,
        canvases: canvasList.length,
      },
    };
  });

  const jobs = images.all();
  let rendered: RenderResult | null = null;
  if (options.images) {
    log(`Rendering ${jobs.length} images…`);
    rendered = await renderImages(jobs, options.images.dir);
    await writeCatalogueVideo(options.images.dir);
  }
  return {
    ...written,
    demoStaffPasswords,
    imageFiles: jobs.length,
    rendered,
    durationMs: performance.now() - started,
  };
}
