/**
 * Fixed facts about the seeded data that tests and features can rely on. Every id below exists
 * whenever the catalogue has at least MIN_PRODUCT_COUNT products.
 */
export { CATEGORY_IDS as SEED_CATEGORY_IDS } from './categories';

/** Stands in for "now" in seeded timestamps so rows are identical on every run. */
export const SEED_BASE_DATE = new Date('2026-01-01T00:00:00.000Z');

/** Coming-soon launches: fixed and far enough ahead to stay in the future. */
export const COMING_SOON_DATES = [
  new Date('2030-06-01T00:00:00.000Z'),
  new Date('2030-07-15T00:00:00.000Z'),
  new Date('2030-09-01T00:00:00.000Z'),
] as const;

/** Products created within this many days of SEED_BASE_DATE are listed under New Arrivals. */
export const NEW_ARRIVAL_DAYS = 30;

export const DEFAULT_PRODUCT_COUNT = 180;

export const SEED_IDS = {
  /** Digital gift card, one variant per amount (25, 50, 100, 200), face value in every currency. */
  giftCard: 'GC000001',
  /** Free gift added by promotions: current price 0, in a hidden category. */
  giftWithPurchase: 'GW000001',
  /** Men's running shoe, two colourways, full price, in stock online and in every store. */
  regularShoe: 'ST00000001',
  /** Men's running T-shirt, full price, with model measurements. */
  regularApparel: 'ST00000002',
  /** Women's running shoe, every variant 30% off. */
  markedDown: 'ST00000003',
  /** Men's basketball shoe whose sizes 12 and up cost 10 USD more. */
  priceRange: 'ST00000004',
  /** Women's sneaker with no stock anywhere online; notify-me is on. */
  outOfStock: 'ST00000005',
  /** Men's training shoe whose first colourway misses every other size online. */
  partlyOutOfStock: 'ST00000006',
  /** Presale products; the first is also reservable. */
  presale: ['ST00000007', 'ST00000008', 'ST00000009'],
  reservable: 'ST00000007',
  /** Coming soon: target publish dates in COMING_SOON_DATES. */
  comingSoon: ['ST00000010', 'ST00000011', 'ST00000012'],
  /** Limited edition: at most 2 per order. */
  limitedQuantity: 'ST00000013',
  /** Unisex cap, listed under men's and women's hats. */
  accessory: 'ST00000014',
} as const;

/** The special products above are all present from this catalogue size up. */
export const MIN_PRODUCT_COUNT = 16;

export const SEED_STORE_IDS = {
  /** New York, offers pickup and ship-to-store and stocks SEED_IDS.regularShoe. */
  pickupStore: 'US001',
  /** A partner collection point in Brooklyn: no pickup from stock, no employees. */
  collectionPoint: 'US901',
} as const;

/** The first employee of SEED_STORE_IDS.pickupStore. */
export const SEED_EMPLOYEE_ID = 'E10001';

/**
 * The second employee of SEED_STORE_IDS.pickupStore (every retail store has two or more), a
 * manager whose own price-adjustment limit is above the settings' default.
 */
export const SEED_STORE_MANAGER = { employeeId: 'E10002', maxPercent: 50, maxAmount: 250 } as const;

/**
 * The demo's content editor, at the pickup store: signs in at /{locale}/editor with the
 * associates' demo password to preview drafts. Editing is the account's only role.
 */
export const SEED_EDITOR = { employeeId: 'E90001', name: 'Eva Editor' } as const;

/** A second US store (Los Angeles) with associates of its own: a till session can move there. */
export const SEED_SECOND_STORE_ID = 'US002';

/**
 * In demo mode every seeded associate signs in at the till (agent login) with this public
 * password; outside it, seeded associates have no password until one is set for them.
 */
export const SEED_ASSOCIATE_PASSWORD = 'Associate#2026';
